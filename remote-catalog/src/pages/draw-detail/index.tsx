/** One draw: every field of the API's answer. */
import { formatCurrency, formatDate, formatCount, formatTime } from '@banca/shared-auth';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { DetailFrame } from '../../components/DetailFrame';
import { FigureCards } from '../../components/FigureCards';
import { StatusTag } from '../../components/StatusTag';
import { WinningNumbers } from '../../components/WinningNumbers';
import { DRAW_STATUS } from '../../constants/labels';
import { PATHS } from '../../constants/routes';
import { useDraw } from '../../hooks/useDraw';
import { useIdParam } from '../../hooks/useIdParam';

export default function DrawDetailPage() {
  const id = useIdParam();
  const query = useDraw(id);
  return (
    <DetailFrame
      back={{ to: PATHS.draws, label: 'Volver a sorteos' }}
      query={query}
      invalid={id === null}
      notFound="No encontramos este sorteo."
    >
      {(draw) => (
        <Flex vertical gap={16}>
          <Card>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {draw.name}
            </Typography.Title>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'type', label: 'Tipo', children: draw.game_type_name },
                { key: 'date', label: 'Fecha', children: formatDate(draw.draw_at) },
                { key: 'time', label: 'Hora', children: formatTime(draw.draw_at) },
                { key: 'status', label: 'Estado', children: <StatusTag value={draw.status} styles={DRAW_STATUS} /> },
                { key: 'prize', label: 'Premio mayor', children: formatCurrency(draw.prize) },
                {
                  key: 'numbers',
                  label: 'Números ganadores',
                  children: <WinningNumbers value={draw.winning_numbers} />,
                },
              ]}
            />
          </Card>
          <FigureCards
            figures={[
              { title: 'Tickets vendidos', value: formatCount(draw.tickets_count) },
              { title: 'Total de ventas', value: formatCurrency(draw.sales_total) },
              { title: 'Ganadores', value: formatCount(draw.winners_count) },
              { title: 'Premios pagados', value: formatCurrency(draw.prizes_total) },
            ]}
          />
        </Flex>
      )}
    </DetailFrame>
  );
}
