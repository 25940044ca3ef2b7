/** One ticket (tickets/ticket-detail?id=): its data, its draw and its lines. */
import {
  DateTimeText,
  DetailFrame,
  DRAW_STATUS_TAGS,
  formatCurrency,
  StatusTag,
  TICKET_STATUS_TAGS,
  useBackState,
  useIdParam,
} from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { WinningNumbers } from '../../features/draws/WinningNumbers';
import { routes } from '../../routes';
import { useTicket } from './hooks/useTicket';
import { TicketLinesTable } from './components/TicketLinesTable';

export default function TicketDetailPage() {
  const id = useIdParam();
  const query = useTicket(id);
  const back = useBackState();
  return (
    <DetailFrame
      back={{ to: routes.tickets.path, label: 'Volver a tickets' }}
      query={query}
      invalid={id === null}
      notFound="No encontramos este ticket."
    >
      {(ticket) => (
        <Flex vertical gap={16}>
          <Card>
            <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
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
                { key: 'result', label: 'Resultado', children: <StatusTag value={ticket.status} styles={TICKET_STATUS_TAGS} /> },
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
                    <Link to={linkTo(routes.drawDetail, { id: ticket.draw.id })} state={back}>
                      {ticket.draw.name}
                    </Link>
                  ),
                },
                { key: 'date', label: 'Fecha', children: <DateTimeText value={ticket.draw.draw_at} /> },
                { key: 'status', label: 'Estado', children: <StatusTag value={ticket.draw.status} styles={DRAW_STATUS_TAGS} /> },
                {
                  key: 'numbers',
                  label: 'Números ganadores',
                  children: <WinningNumbers value={ticket.draw.winning_numbers} />,
                },
              ]}
            />
          </Card>
          <Card title="Jugadas" size="small">
            <TicketLinesTable lines={ticket.lines} settled={ticket.status !== 'pending'} />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}
