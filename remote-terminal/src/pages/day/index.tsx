import type { BoothDay, BoothDayStatus } from '@banca/contracts';
import { EXPENSE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@banca/contracts/enums';
import { formatCount, formatCurrency, formatDate, formatDateTime, formatDrawerMoney, NEGATIVE_EXPECTED_CASH } from '@banca/kit';
import { useAuthStore } from '@banca/shared-auth';
import { useState } from 'react';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { centsOf } from '../../shared/money';
import { businessDayNow } from '../../shared/useServerNow';
import { routes } from '../../routes';
import { CloseDay, differenceText } from './components/CloseDay';
import { ExpenseForm, FloatForm } from './components/DrawerForms';
import { useBoothDay } from './hooks/useBoothDay';

/** The non-cash methods a day lists apart, in this order. */
const DRAWER_NON_CASH = ['pago_movil', 'transferencia', 'punto'] as const;

const STATUS_TEXT: Record<BoothDayStatus, string> = {
  open: 'Abierto',
  closed: 'Cerrado',
  approved: 'Cerrado y aprobado',
};

/** What a blind count's terminal sees instead of the expected cash while the day is open. */
export const BLIND_COUNT_TEXT = 'Conteo a ciegas: el efectivo esperado se muestra después de cerrar el día.';

/**
 * The day's figures as the server sums them: expected cash (hidden while open on a blind count),
 * sales net of cancellations, cancelled, prizes paid, commission, and the drawer's float, approved
 * expenses and what was received or paid without cash.
 */
function Figures({ day }: { day: BoothDay }) {
  const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  const nonCash = DRAWER_NON_CASH.filter((method) => day.non_cash[method] !== 0);
  return (
    <dl className="t-figures">
      <div className="t-figure-main">
        <dt>Efectivo esperado</dt>
        {day.expected_cash === null ? (
          <dd className="t-muted">{BLIND_COUNT_TEXT}</dd>
        ) : (
          <>
            <dd>{formatCurrency(day.expected_cash, day.currency)}</dd>
            {day.expected_cash < 0 && <dd className="t-muted">{NEGATIVE_EXPECTED_CASH}</dd>}
          </>
        )}
      </div>
      <div>
        <dt>Fondo de caja</dt>
        <dd>{formatCurrency(day.opening_float, day.currency)}</dd>
      </div>
      <div>
        <dt>Gastos aprobados{day.pending_expenses > 0 ? ` (${formatCount(day.pending_expenses)} por aprobar)` : ''}</dt>
        <dd>{formatCurrency(day.expenses, day.currency)}</dd>
      </div>
      {nonCash.map((method) => (
        <div key={method}>
          <dt>{PAYMENT_METHOD_LABELS[method]} (fuera de la caja)</dt>
          <dd>{formatCurrency(day.non_cash[method], day.currency)}</dd>
        </div>
      ))}
      <div>
        <dt>Ventas ({count(day.tickets, 'ticket', 'tickets')})</dt>
        <dd>{formatCurrency(day.sales, day.currency)}</dd>
      </div>
      <div>
        <dt>Anulados ({formatCount(day.cancelled_tickets)})</dt>
        <dd>{formatCurrency(day.cancelled, day.currency)}</dd>
      </div>
      <div>
        <dt>Premios pagados ({formatCount(day.paid_tickets)})</dt>
        <dd>{formatCurrency(day.prizes_paid, day.currency)}</dd>
      </div>
      <div>
        <dt>Comisión</dt>
        <dd>{formatCurrency(day.commission, day.currency)}</dd>
      </div>
    </dl>
  );
}

/** The day's expenses and where each stands. */
function Expenses({ day }: { day: BoothDay }) {
  return (
    <section className="t-card" aria-labelledby="t-expenses-heading">
      <h2 id="t-expenses-heading">Gastos del día</h2>
      <ul className="t-list">
        {day.expense_items.map((expense) => (
          <li key={expense.id}>
            {expense.category}
            {expense.note ? ` · ${expense.note}` : ''}: {formatDrawerMoney(expense.amount, expense.currency)} —{' '}
            {EXPENSE_STATUS_LABELS[expense.status]}
          </li>
        ))}
      </ul>
    </section>
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
          : ` Efectivo contado ${formatCurrency(day.declared_cash, day.currency)}: ${differenceText(centsOf(day.difference ?? 0) ?? 0)}`}
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
      {data.status === 'open' && data.actions.drawer && (
        <>
          <FloatForm boothId={booth.id} date={date} day={data} />
          <ExpenseForm boothId={booth.id} date={date} day={data} />
        </>
      )}
      {data.expense_items.length > 0 && <Expenses day={data} />}
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
