/** One draw: its data, sales figures, lifecycle actions (close sales, result, correction) and results history. */
import {
  AuditHistoryLink,
  DetailFrame,
  DRAW_STATUS_TAGS,
  FigureCards,
  formatCount,
  formatCurrency,
  formatDate,
  formatTime,
  StatusTag,
  useIdParam,
} from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { WinningNumbers } from '../../features/draws/WinningNumbers';
import { routes } from '../../routes';
import { DrawLifecycle } from './components/DrawLifecycle';
import { ResultsHistory } from './components/ResultsHistory';
import { useDraw } from './hooks/useDraw';

export default function DrawDetailPage() {
  const id = useIdParam();
  const query = useDraw(id);
  return (
    <DetailFrame
      back={{ to: routes['catalog.draws'].path, label: 'Volver a sorteos' }}
      query={query}
      invalid={id === null}
      notFound="No encontramos este sorteo."
    >
      {(draw) => (
        <Flex vertical gap={16}>
          <Card>
            <Flex justify="space-between" align="baseline" wrap gap={8}>
              <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
                {draw.name}
              </Typography.Title>
              <Flex align="center" gap={16} wrap>
                <Link to={linkTo(routes['catalog.tickets'], { draw: draw.id })}>Ver tickets</Link>
                {draw.status === 'settled' && (
                  <Link to={linkTo(routes['catalog.tickets'], { draw: draw.id, status: 'winner' })}>Ver ganadores</Link>
                )}
                <Link to={linkTo(routes['catalog.drawExposure'], { id: draw.id })}>Ver exposición por número</Link>
                <AuditHistoryLink recordType="draw" recordId={draw.id} />
              </Flex>
            </Flex>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'type', label: 'Tipo', children: draw.game_type_name },
                { key: 'date', label: 'Fecha', children: formatDate(draw.draw_at) },
                { key: 'time', label: 'Hora', children: formatTime(draw.draw_at) },
                { key: 'status', label: 'Estado', children: <StatusTag value={draw.status} styles={DRAW_STATUS_TAGS} /> },
                { key: 'cutoff', label: 'Cierre de ventas', children: formatTime(draw.cutoff_at) },
                { key: 'prize', label: 'Premio mayor', children: formatCurrency(draw.prize) },
                {
                  key: 'numbers',
                  label: 'Números ganadores',
                  children: <WinningNumbers value={draw.winning_numbers} format={draw.result_format} />,
                },
              ]}
            />
          </Card>
          <FigureCards
            figures={[
              { title: 'Tickets vendidos', value: formatCount(draw.tickets_count) },
              { title: 'Total de ventas', value: formatCurrency(draw.sales_total) },
              { title: 'Anulados', value: formatCount(draw.cancelled_count) },
              { title: 'Ganadores', value: formatCount(draw.winners_count) },
              { title: 'Premios pagados', value: formatCurrency(draw.prizes_paid) },
              { title: 'Premios por pagar', value: formatCurrency(draw.prizes_unpaid) },
            ]}
          />
          <Card title="Resultado y liquidación" size="small">
            <DrawLifecycle draw={draw} />
          </Card>
          {draw.results_history.length > 0 && (
            <Card title="Historial de resultados" size="small">
              <ResultsHistory entries={draw.results_history} format={draw.result_format} />
            </Card>
          )}
        </Flex>
      )}
    </DetailFrame>
  );
}
