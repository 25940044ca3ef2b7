import type { BoothDay, BoothDayStatus } from '@banca/contracts';
import { EXPENSE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@banca/contracts/enums';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { formatCount, formatCurrency, formatDate, formatDateTime, formatDrawerMoney, NEGATIVE_EXPECTED_CASH } from '@banca/kit';
import { useAuthStore } from '@banca/shared-auth';
import { useState } from 'react';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { centsOf } from '../../shared/money';
import { businessDayNow } from '../../shared/useServerNow';
import { routes } from '../../routes';
import { CloseDay, differenceText } from './components/CloseDay';
import { ExpenseForm, FloatForm } from './components/DrawerForms';
import { useBoothDays } from './hooks/useBoothDay';

/** The non-cash methods a day lists apart, in this order. */
const DRAWER_NON_CASH = ['pago_movil', 'transferencia', 'punto'] as const;

const STATUS_TEXT: Record<BoothDayStatus, string> = {
  open: 'Abierto',
  closed: 'Cerrado',
  approved: 'Cerrado y aprobado',
};

/** A currency as the day's headings name it. */
const CURRENCY_NAMES: Record<Currency, string> = { VES: 'bolívares', USD: 'dólares' };

/** What a blind count's terminal sees instead of the expected cash while the day is open. */
export const BLIND_COUNT_TEXT = 'Conteo a ciegas: el efectivo esperado se muestra después de cerrar el día.';

/**
 * The day's figures as the server sums them: expected cash (hidden while open on a blind count),
 * sales net of cancellations, cancelled, prizes paid, commission, and the drawer's float, approved
 * expenses and what was received or paid without cash.
 */
function Figures({ day, several }: { day: BoothDay; several: boolean }) {
  const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  const nonCash = DRAWER_NON_CASH.filter((method) => day.non_cash[method] !== 0);
  // The API counts the pending expenses of every currency: with two, each currency counts its own.
  const pending = several
    ? day.expense_items.filter((expense) => expense.currency === day.currency && expense.status === 'pending').length
    : day.pending_expenses;
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
        <dt>Gastos aprobados{pending > 0 ? ` (${formatCount(pending)} por aprobar)` : ''}</dt>
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

/** A closed day: who closed it, when, what was counted in each currency and its difference. */
function Closing({ days }: { days: BoothDay[] }) {
  const [day] = days;
  const counted = (each: BoothDay) =>
    `Efectivo contado ${formatCurrency(each.declared_cash, each.currency)}: ${differenceText(centsOf(each.difference ?? 0) ?? 0, each.currency)}`;
  return (
    <div className="t-alert t-alert-info" role="status">
      <strong>Día {STATUS_TEXT[day.status].toLowerCase()}</strong>
      <p>
        Cerrado el {formatDateTime(day.closed_at)} por {day.closed_by?.name ?? '—'}.
        {day.declared_cash === null ? ' Sin efectivo contado (lo cerró el sistema).' : days.length === 1 && ` ${counted(day)}`}
      </p>
      {day.declared_cash !== null &&
        days.length > 1 &&
        days.map((each) => <p key={each.currency}>{`${CURRENCY_LABELS[each.currency]}: ${counted(each)}`}</p>)}
      {day.approved_at && (
        <p>
          Aprobado el {formatDateTime(day.approved_at)} por {day.approved_by?.name ?? '—'}.
        </p>
      )}
      <p>Esta taquilla ya no vende ni paga premios con fecha de este día.</p>
    </div>
  );
}

/**
 * "El día": the booth's figures of the banca's day, in each currency it sells in (a booth selling in
 * bolívares and dollars shows each apart, never added), and closing it with the cash counted.
 */
function Day() {
  const booth = useAuthStore((s) => s.terminal!.booth);
  const [date] = useState(businessDayNow);
  const read = useBoothDays(booth.id, date);
  if (read.isError) {
    return (
      <div className="t-alert" role="alert">
        <p>No se pudieron cargar las cifras del día.</p>
        <button type="button" className="t-button" onClick={read.refetch}>
          Reintentar
        </button>
      </div>
    );
  }
  if (read.isPending || !read.first.data) return <p className="t-muted">Cargando el día…</p>;
  const { data, etag } = read.first.data;
  const { days } = read;
  const several = days.length > 1;
  return (
    <>
      <section className="t-card" aria-labelledby="t-day-heading">
        <h2 id="t-day-heading">
          {booth.name} · {formatDate(date)}
        </h2>
        <p className="t-muted">Estado: {STATUS_TEXT[data.status]}</p>
        {days.map((day) =>
          several ? (
            <section key={day.currency} aria-labelledby={`t-day-${day.currency}`}>
              <h3 id={`t-day-${day.currency}`}>En {CURRENCY_NAMES[day.currency]}</h3>
              <Figures day={day} several />
            </section>
          ) : (
            <Figures key={day.currency} day={day} several={false} />
          ),
        )}
      </section>
      {data.status === 'open' && data.actions.drawer && (
        <>
          <FloatForm boothId={booth.id} date={date} currencies={days.map((day) => day.currency)} />
          <ExpenseForm boothId={booth.id} date={date} currencies={days.map((day) => day.currency)} />
        </>
      )}
      {data.expense_items.length > 0 && <Expenses day={data} />}
      {data.status === 'open' ? (
        data.actions.close && <CloseDay boothId={booth.id} date={date} days={days} etag={etag} />
      ) : (
        <Closing days={days} />
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
