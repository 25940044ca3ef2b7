/** One ticket (tickets/ticket-detail?id=): its data, its draw and its lines. */
import { formatCurrency } from '@banca/shared-auth';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DateTimeText } from '../../components/DateTimeText';
import { DetailFrame } from '../../components/DetailFrame';
import { StatusTag } from '../../components/StatusTag';
import { WinningNumbers } from '../../components/WinningNumbers';
import { DRAW_STATUS, RESULT, resultOf } from '../../constants/labels';
import { drawLink, PATHS } from '../../constants/routes';
import { useFromState } from '../../hooks/useBackLink';
import { useIdParam } from '../../hooks/useIdParam';
import { useTicket } from '../../hooks/useTicket';
import { TicketLinesTable } from './components/TicketLinesTable';

export default function TicketDetailPage() {
  const id = useIdParam();
  const query = useTicket(id);
  const from = useFromState();
  return (
    <DetailFrame
      back={{ to: PATHS.tickets, label: 'Volver a tickets' }}
      query={query}
      invalid={id === null}
      notFound="No encontramos este ticket."
    >
      {(ticket) => (
        <Flex vertical gap={16}>
          <Card>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              Ticket {ticket.code}
            </Typography.Title>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'code', label: 'Código', children: ticket.code },
                { key: 'booth', label: 'Taquilla', children: ticket.booth_name },
                { key: 'seller', label: 'Vendedor', children: ticket.seller_label },
                { key: 'created', label: 'Fecha de venta', children: <DateTimeText value={ticket.created_at} /> },
                { key: 'amount', label: 'Monto', children: formatCurrency(ticket.amount) },
                { key: 'result', label: 'Resultado', children: <StatusTag value={resultOf(ticket.is_winner)} styles={RESULT} /> },
                { key: 'prize', label: 'Premio', children: formatCurrency(ticket.prize_amount) },
              ]}
            />
          </Card>
          <Card title="Sorteo" size="small">
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                {
                  key: 'name',
                  label: 'Nombre',
                  children: (
                    <Link to={drawLink(ticket.draw.id)} state={from}>
                      {ticket.draw.name}
                    </Link>
                  ),
                },
                { key: 'date', label: 'Fecha', children: <DateTimeText value={ticket.draw.draw_at} /> },
                { key: 'status', label: 'Estado', children: <StatusTag value={ticket.draw.status} styles={DRAW_STATUS} /> },
                {
                  key: 'numbers',
                  label: 'Números ganadores',
                  children: <WinningNumbers value={ticket.draw.winning_numbers} />,
                },
              ]}
            />
          </Card>
          <Card title="Jugadas" size="small">
            <TicketLinesTable lines={ticket.lines} />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}
