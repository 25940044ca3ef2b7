/**
 * One ticket (tickets/ticket-detail?id=): its data, its draw, its lines, who cancelled or paid it
 * and when, and "Anular" / "Pagar premio" for those who may.
 */
import {
  DateTimeText,
  DetailFrame,
  DRAW_STATUS_TAGS,
  formatCurrency,
  StatusTag,
  TicketStatusTags,
  useBackState,
  useIdParam,
} from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import type { TicketActor, TicketDetail } from '@banca/contracts';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { WinningNumbers } from '../../features/draws/WinningNumbers';
import { routes } from '../../routes';
import { useTicket } from './hooks/useTicket';
import { TicketActions } from './components/TicketActions';
import { TicketLinesTable } from './components/TicketLinesTable';

const actorText = (actor: TicketActor) => (actor.kind === 'terminal' ? `${actor.name} (terminal de la taquilla)` : actor.name);

/** What happened to the ticket after its sale: cancelled (who, when, why) or its prize paid (who, when, where). */
function TicketEvents({ ticket }: { ticket: TicketDetail }) {
  return (
    <>
      {ticket.cancellation && (
        <Alert
          type="warning"
          showIcon
          title="Ticket anulado"
          description={
            <>
              Anulado el <DateTimeText value={ticket.cancellation.at} /> por {actorText(ticket.cancellation.by)}
              {ticket.cancellation.in_window ? ', dentro del plazo de la taquilla' : ', fuera del plazo de la taquilla'}. Motivo:{' '}
              {ticket.cancellation.reason}
            </>
          }
        />
      )}
      {ticket.payment && (
        <Alert
          type="success"
          showIcon
          title={`Premio pagado: ${formatCurrency(ticket.payment.amount, ticket.currency)}`}
          description={
            <>
              Pagado el <DateTimeText value={ticket.payment.at} /> por {actorText(ticket.payment.by)}
              {ticket.payment.booth_name ? ` en ${ticket.payment.booth_name}` : ' desde la administración'}.
            </>
          }
        />
      )}
    </>
  );
}

export default function TicketDetailPage() {
  const id = useIdParam();
  const query = useTicket(id);
  const back = useBackState();
  return (
    <DetailFrame
      back={{ to: routes['catalog.tickets'].path, label: 'Volver a tickets' }}
      query={query}
      invalid={id === null}
      notFound="No encontramos este ticket."
    >
      {(ticket) => (
        <Flex vertical gap={16}>
          <Card>
            <Flex justify="space-between" align="baseline" wrap gap={8}>
              <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
                Ticket {ticket.code}
              </Typography.Title>
              <TicketActions ticket={ticket} />
            </Flex>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'code', label: 'Código', children: ticket.code },
                { key: 'booth', label: 'Taquilla', children: ticket.booth_name },
                { key: 'seller', label: 'Vendedor', children: ticket.seller_label },
                { key: 'created', label: 'Fecha de venta', children: <DateTimeText value={ticket.created_at} /> },
                { key: 'amount', label: 'Monto', children: formatCurrency(ticket.amount, ticket.currency) },
                { key: 'result', label: 'Estado', children: <TicketStatusTags status={ticket.status} paid={ticket.payment !== null} /> },
                { key: 'prize', label: 'Premio', children: formatCurrency(ticket.prize_amount, ticket.currency) },
                ...(ticket.status === 'winner'
                  ? [{ key: 'expires', label: 'Se paga hasta', children: <DateTimeText value={ticket.prize_expires_at} /> }]
                  : []),
              ]}
            />
          </Card>
          <TicketEvents ticket={ticket} />
          <Card title="Sorteo" size="small">
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                {
                  key: 'name',
                  label: 'Nombre',
                  children: (
                    <Link to={linkTo(routes['catalog.draw'], { id: ticket.draw.id })} state={back}>
                      {ticket.draw.name}
                    </Link>
                  ),
                },
                { key: 'date', label: 'Fecha', children: <DateTimeText value={ticket.draw.draw_at} /> },
                { key: 'status', label: 'Estado', children: <StatusTag value={ticket.draw.status} styles={DRAW_STATUS_TAGS} /> },
                {
                  key: 'numbers',
                  label: 'Números ganadores',
                  children: <WinningNumbers value={ticket.draw.winning_numbers} format={ticket.draw.result_format} />,
                },
              ]}
            />
          </Card>
          <Card title="Jugadas" size="small">
            <TicketLinesTable
              lines={ticket.lines}
              settled={ticket.status === 'winner' || ticket.status === 'loser'}
              currency={ticket.currency}
            />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}
