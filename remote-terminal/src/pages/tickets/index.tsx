import { formatCurrency, formatTime, terminalApi, useDebouncedValue } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { Receipt } from '../../features/receipt/Receipt';
import { receiptOfTicket } from '../../features/receipt/receiptData';
import { StatusTag } from '../../shared/labels';
import { terminalKeys } from '../../shared/queryKeys';
import { TerminalField } from '../../shared/TerminalField';
import { businessDayNow, useServerNow } from '../../shared/useServerNow';
import { routes } from '../../routes';
import { CancelTicket } from './components/CancelTicket';
import { useTodayTickets } from './hooks/useTodayTickets';

/** One ticket: its receipt (to print or share again), its state, and cancelling it within the window. */
function TicketView({ id, onBack }: { id: number; onBack: () => void }) {
  const ticket = useQuery({ queryKey: terminalKeys.ticket(id), queryFn: () => terminalApi.ticket(id) });
  const now = useServerNow();
  return (
    <>
      <button type="button" className="t-button t-no-print" onClick={onBack}>
        ← Volver a los tickets
      </button>
      {ticket.isPending && <p className="t-muted">Cargando el ticket…</p>}
      {ticket.isError && (
        <div className="t-alert" role="alert">
          <p>No se pudo cargar el ticket.</p>
          <button type="button" className="t-button" onClick={() => void ticket.refetch()}>
            Reintentar
          </button>
        </div>
      )}
      {ticket.data && (
        <>
          <h2 className="t-section-title">
            Ticket {ticket.data.code} <StatusTag status={ticket.data.status} paid={ticket.data.paid_at !== null} />
          </h2>
          <CancelTicket ticket={ticket.data} now={now} />
          <Receipt data={receiptOfTicket(ticket.data)} />
        </>
      )}
    </>
  );
}

/** "Tickets de hoy": this seller account's tickets of the business day, a search by code, each ticket's detail. */
function TodayTickets() {
  const [params, setParams] = useSearchParams();
  const [day] = useState(businessDayNow);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const asked = useDebouncedValue(search.trim(), 250);
  const tickets = useTodayTickets(day, asked, page);
  const selected = Number(params.get('ticket'));

  if (Number.isInteger(selected) && selected > 0) {
    // Back (the phone's button too) returns to the list.
    return <TicketView id={selected} onBack={() => setParams({}, { replace: false })} />;
  }
  const data = tickets.data;
  return (
    <>
      <TerminalField
        id="t-ticket-search"
        label="Buscar por código"
        className="t-input t-input-code"
        type="search"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="Por ejemplo 7KQ2"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {tickets.isPending && <p className="t-muted">Cargando tickets…</p>}
      {tickets.isError && (
        <div className="t-alert" role="alert">
          <p>No se pudieron cargar los tickets.</p>
          <button type="button" className="t-button" onClick={() => void tickets.refetch()}>
            Reintentar
          </button>
        </div>
      )}
      {data && (
        <>
          <p className="t-muted" aria-live="polite">
            {data.total === 0
              ? asked
                ? `Ningún ticket de hoy tiene «${asked}» en su código.`
                : 'Aún no hay tickets vendidos hoy.'
              : `${data.total} ${data.total === 1 ? 'ticket' : 'tickets'} hoy${asked ? ` con «${asked}»` : ''}.`}
          </p>
          <ul className="t-list" aria-label="Tickets de hoy">
            {data.tickets.map((ticket) => (
              <li key={ticket.id}>
                <button type="button" className="t-list-item" onClick={() => setParams({ ticket: String(ticket.id) })}>
                  <span className="t-code">{ticket.code}</span>
                  <span>{formatCurrency(ticket.amount, ticket.currency)}</span>
                  <span className="t-muted">
                    {formatTime(ticket.created_at)} · {ticket.draw_name}
                  </span>
                  <StatusTag status={ticket.status} paid={ticket.paid_at !== null} />
                </button>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && (
            <div className="t-row">
              <button type="button" className="t-button t-grow" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Anteriores
              </button>
              <span className="t-muted">
                {page} de {data.totalPages}
              </span>
              <button type="button" className="t-button t-grow" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
                Siguientes
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}

export default function TicketsPage() {
  return (
    <TerminalFrame title={routes['terminal.tickets'].title}>
      <TodayTickets />
    </TerminalFrame>
  );
}
