import { type DrawerCurrency, EXPENSE_CATEGORIES, type ExpenseCategory } from '@banca/contracts/enums';
import { MAX_EXPENSE_NOTE_LENGTH } from '@banca/contracts/limits';
import { CURRENCY_LABELS } from '@banca/contracts/money';
import { moneyMaxProblem, type SpanishNumberValue, useSpanishNumberText } from '@banca/kit';
import { type FormEvent, useId, useState } from 'react';
import { centsOf } from '../../../shared/money';
import { amountInput, TerminalField } from '../../../shared/TerminalField';
import { useAddExpense, useSetFloat } from '../hooks/useDrawer';

export const DRAWER_TEXT = {
  floatTitle: 'Fondo de caja',
  floatHelp: 'El efectivo que había en la caja antes de la primera venta del día.',
  floatAmount: 'Monto del fondo',
  floatSave: 'Guardar fondo',
  floatSaved: 'Fondo de caja guardado.',
  expenseTitle: 'Registrar un gasto',
  expenseHelp: 'Un pago hecho con el efectivo de la caja. Cuenta en el cierre cuando el propietario lo apruebe.',
  expenseAmount: 'Monto del gasto',
  category: 'Categoría',
  note: 'Nota',
  currency: 'Moneda',
  expenseSave: 'Registrar gasto',
  expenseSaved: 'Gasto registrado: queda pendiente de aprobación.',
  required: 'Escribe el monto.',
  negative: 'El monto no puede ser negativo.',
  positive: 'El monto debe ser mayor que 0.',
} as const;

/** The amount field of a drawer form: typed the Spanish way, its problem said in Spanish. */
function useAmount(allowZero: boolean) {
  const [value, setValue] = useState<SpanishNumberValue>(null);
  const field = useSpanishNumberText({ value, onChange: setValue, decimals: 2 });
  const problem = (): string | null => {
    if (field.reading.error !== undefined) return field.reading.error;
    const cents = typeof value === 'number' ? centsOf(value) : null;
    if (cents === null) return DRAWER_TEXT.required;
    if (cents < 0) return DRAWER_TEXT.negative;
    if (cents === 0 && !allowZero) return DRAWER_TEXT.positive;
    return moneyMaxProblem(cents / 100);
  };
  return { field, value: typeof value === 'number' ? value : 0, problem, reset: () => field.change('') };
}

/** The currency of a float or an expense: one of the booth's, chosen only when it sells in two. */
function CurrencyField({
  id,
  currencies,
  value,
  onChange,
}: {
  id: string;
  currencies: readonly DrawerCurrency[];
  value: DrawerCurrency;
  onChange: (value: DrawerCurrency) => void;
}) {
  if (currencies.length < 2) return null;
  return (
    <TerminalField id={id} label={DRAWER_TEXT.currency}>
      <select id={id} className="t-input" value={value} onChange={(event) => onChange(event.target.value as DrawerCurrency)}>
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {CURRENCY_LABELS[currency]}
          </option>
        ))}
      </select>
    </TerminalField>
  );
}

function AmountField({
  id,
  label,
  amount,
  error,
  onEdit,
}: {
  id: string;
  label: string;
  amount: ReturnType<typeof useAmount>;
  error: string | null;
  onEdit: () => void;
}) {
  return <TerminalField id={id} label={label} error={error} {...amountInput(amount.field, onEdit)} />;
}

/** Setting the day's opening float (per currency of the booth). */
export function FloatForm({ boothId, date, currencies }: { boothId: number; date: string; currencies: readonly DrawerCurrency[] }) {
  const id = useId();
  const save = useSetFloat(boothId, date);
  const [currency, setCurrency] = useState<DrawerCurrency>(currencies[0]);
  const amount = useAmount(true);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amount.problem();
    setError(problem);
    if (problem || save.isPending) return;
    save.mutate({ currency, amount: amount.value });
  };
  return (
    <form className="t-card" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{DRAWER_TEXT.floatTitle}</h2>
      <p className="t-muted">{DRAWER_TEXT.floatHelp}</p>
      <CurrencyField id={`${id}-currency`} currencies={currencies} value={currency} onChange={setCurrency} />
      <AmountField id={`${id}-amount`} label={DRAWER_TEXT.floatAmount} amount={amount} error={error} onEdit={() => setError(null)} />
      {save.isError && (
        <div className="t-alert" role="alert">
          <p>{save.error.message}</p>
        </div>
      )}
      {save.isSuccess && (
        <p className="t-muted" role="status">
          {DRAWER_TEXT.floatSaved}
        </p>
      )}
      <button type="submit" className="t-button" aria-disabled={save.isPending}>
        {DRAWER_TEXT.floatSave}
      </button>
    </form>
  );
}

/** Entering an expense paid from the drawer: pending until the owner decides. */
export function ExpenseForm({ boothId, date, currencies }: { boothId: number; date: string; currencies: readonly DrawerCurrency[] }) {
  const id = useId();
  const add = useAddExpense(boothId, date);
  const [currency, setCurrency] = useState<DrawerCurrency>(currencies[0]);
  const [category, setCategory] = useState<ExpenseCategory>(EXPENSE_CATEGORIES[0]);
  const [note, setNote] = useState('');
  const amount = useAmount(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amount.problem();
    setError(problem);
    if (problem || add.isPending) return;
    add.mutate(
      { currency, amount: amount.value, category, note: note.trim() },
      {
        onSuccess: () => {
          amount.reset();
          setNote('');
        },
      },
    );
  };
  return (
    <form className="t-card" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{DRAWER_TEXT.expenseTitle}</h2>
      <p className="t-muted">{DRAWER_TEXT.expenseHelp}</p>
      <CurrencyField id={`${id}-currency`} currencies={currencies} value={currency} onChange={setCurrency} />
      <AmountField id={`${id}-amount`} label={DRAWER_TEXT.expenseAmount} amount={amount} error={error} onEdit={() => setError(null)} />
      <TerminalField id={`${id}-category`} label={DRAWER_TEXT.category}>
        <select
          id={`${id}-category`}
          className="t-input"
          value={category}
          onChange={(event) => setCategory(event.target.value as ExpenseCategory)}
        >
          {EXPENSE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </TerminalField>
      <TerminalField
        id={`${id}-note`}
        label={DRAWER_TEXT.note}
        maxLength={MAX_EXPENSE_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {add.isError && (
        <div className="t-alert" role="alert">
          <p>{add.error.message}</p>
        </div>
      )}
      {add.isSuccess && (
        <p className="t-muted" role="status">
          {DRAWER_TEXT.expenseSaved}
        </p>
      )}
      <button type="submit" className="t-button" aria-disabled={add.isPending}>
        {DRAWER_TEXT.expenseSave}
      </button>
    </form>
  );
}
