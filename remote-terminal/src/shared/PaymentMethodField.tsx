import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@banca/contracts/enums';
import { useId } from 'react';

/**
 * How the buyer pays a sale or the booth pays a prize (efectivo, pago móvil, transferencia, punto de
 * venta): only cash goes through the drawer, so the day lists the others apart.
 */
export function PaymentMethodField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="t-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="t-input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </select>
    </div>
  );
}
