import type { SpanishNumberText } from '@banca/kit';
import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TerminalFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: ReactNode;
  /** The field's problem, in Spanish: announced, and tied to the control as its description. */
  error?: string | null;
  /** Classes and style of the field around the control (`t-grow`, a width). */
  fieldClassName?: string;
  fieldStyle?: CSSProperties;
  /** The input's ref (the form moves the focus to it). */
  ref?: Ref<HTMLInputElement>;
  /** Another control than a text input (a select, a textarea), with `id` as its id. */
  children?: ReactNode;
}

/**
 * One field of the terminal's forms, the one markup of all (issue 37 item 5): its label, its control
 * (a `t-input` text input unless another is given) and its problem below it. Plain elements: the
 * terminal's bundle carries no antd.
 */
export function TerminalField({
  id,
  label,
  error,
  fieldClassName,
  fieldStyle,
  className = 't-input',
  children,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...input
}: TerminalFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={fieldClassName ? `t-field ${fieldClassName}` : 't-field'} style={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          {...input}
          id={id}
          className={className}
          aria-invalid={error ? true : invalid}
          aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        />
      )}
      {error && (
        <span id={errorId} className="t-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The input props of an amount typed the Spanish way (`useSpanishNumberText`); `onEdit` runs on every change. */
export const amountInput = (field: SpanishNumberText, onEdit?: () => void): InputHTMLAttributes<HTMLInputElement> => ({
  inputMode: 'decimal',
  autoComplete: 'off',
  placeholder: '0,00',
  value: field.text,
  onChange: (event) => {
    field.change(event.target.value);
    onEdit?.();
  },
  onBlur: field.settle,
});
