import type { BoothDay, BoothDayStatus } from '@banca/contracts';
import { formatCount, formatCurrency, formatDate, formatDateTime, NEGATIVE_EXPECTED_CASH } from '@banca/kit';
import { useAuthStore } from '@banca/shared-auth';
import { useState } from 'react';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { centsOf } from '../../shared/money';
import { businessDayNow } from '../../shared/useServerNow';
import { routes } from '../../routes';
import { CloseDay, differenceText } from './components/CloseDay';
import { useBoothDay } from './hooks/useBoothDay';

const STATUS_TEXT: Record<BoothDayStatus, string> = {
  open: 'Abierto',
  closed: 'Cerrado',
  approved: 'Cerrado y aprobado',
};

/** The day's figures as the server sums them: sales net of cancellations, cancelled, prizes paid, commission, expected cash. */
function Figures({ day }: { day: BoothDay }) {
  const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  return (
    <dl className="t-figures">
      <div className="t-figure-main">
        <dt>Efectivo esperado</dt>
        <dd>{formatCurrency(day.expected_cash)}</dd>
        {day.expected_cash < 0 && <dd className="t-muted">{NEGATIVE_EXPECTED_CASH}</dd>}
      </div>
      <div>
        <dt>Ventas ({count(day.tickets, 'ticket', 'tickets')})</dt>
        <dd>{formatCurrency(day.sales)}</dd>
      </div>
      <div>
        <dt>Anulados ({formatCount(day.cancelled_tickets)})</dt>
        <dd>{formatCurrency(day.cancelled)}</dd>
      </div>
      <div>
        <dt>Premios pagados ({formatCount(day.paid_tickets)})</dt>
        <dd>{formatCurrency(day.prizes_paid)}</dd>
      </div>
      <div>
        <dt>Comisión</dt>
        <dd>{formatCurrency(day.commission)}</dd>
      </div>
    </dl>
  );
}

/** A closed day: who closed it, when, what was counted and the difference. */
function Closing({ day }: { day: BoothDay }) {
  return (
    <div className="t-alert t-alert-info" role="status">
      <strong>Día {STATUS_TEXT[day.status].toLowerCase()}</strong>
      <p>
        Cerrado el {formatDateTime(day.closed_at)} por {day.closed_by?.name ?? '—'}.
        {day.declared_cash === null
          ? ' Sin efectivo contado (lo cerró el sistema).'
          : ` Efectivo contado ${formatCurrency(day.declared_cash)}: ${differenceText(centsOf(day.difference ?? 0) ?? 0)}`}
      </p>
      {day.approved_at && (
        <p>
          Aprobado el {formatDateTime(day.approved_at)} por {day.approved_by?.name ?? '—'}.
        </p>
      )}
      <p>Esta taquilla ya no vende ni paga premios con fecha de este día.</p>
    </div>
  );
}

/** "El día": the booth's figures of the banca's day, and closing it with the cash counted. */
function Day() {
  const booth = useAuthStore((s) => s.terminal!.booth);
  const [date] = useState(businessDayNow);
  const day = useBoothDay(booth.id, date);
  if (day.isPending) return <p className="t-muted">Cargando el día…</p>;
  if (day.isError) {
    return (
      <div className="t-alert" role="alert">
        <p>No se pudieron cargar las cifras del día.</p>
        <button type="button" className="t-button" onClick={() => void day.refetch()}>
          Reintentar
        </button>
      </div>
    );
  }
  const { data, etag } = day.data;
  return (
    <>
      <section className="t-card" aria-labelledby="t-day-heading">
        <h2 id="t-day-heading">
          {booth.name} · {formatDate(date)}
        </h2>
        <p className="t-muted">Estado: {STATUS_TEXT[data.status]}</p>
        <Figures day={data} />
      </section>
      {data.status === 'open' ? (
        data.actions.close && <CloseDay boothId={booth.id} date={date} day={data} etag={etag} />
      ) : (
        <Closing day={data} />
      )}
    </>
  );
}

export default function DayPage() {
  return (
    <TerminalFrame title={routes['terminal.day'].title}>
      <Day />
    </TerminalFrame>
  );
}
