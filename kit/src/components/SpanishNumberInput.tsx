import { Input, type InputProps, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { formatSpanishNumber, parseSpanishNumber, UnreadableNumber } from '../numbers';

/** What the field hands its form: a number, null when empty, or the unreadable text with its reason. */
export type SpanishNumberValue = number | null | UnreadableNumber;

export interface SpanishNumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'> {
  value?: SpanishNumberValue;
  onChange?: (value: SpanishNumberValue) => void;
  /** The most decimal digits the field takes (0: whole numbers only); more is refused, not rounded. */
  decimals?: number;
  /**
   * Outside a form item (which shows the rules' messages), the field shows why its text is not a
   * number itself, in a tooltip.
   */
  showError?: boolean;
}

const sameNumber = (reading: ReturnType<typeof parseSpanishNumber>, value: SpanishNumberValue | undefined) =>
  reading.error === undefined && Object.is(reading.value, value ?? null);

/**
 * The one numeric input of the apps: it reads and shows `1.234,5` (decimal comma, thousands dot)
 * and accepts `7,5`, `1.000`, `33,33`. A text that does not read exactly as a number stays as typed
 * and reaches the form as an `UnreadableNumber`, whose reason the form's rules show; nothing is
 * guessed. (A plain text box: antd's InputNumber reads `7,5` as 75 and its step buttons are in English.)
 */
export function SpanishNumberInput({ value, onChange, decimals = 2, showError = false, onBlur, status, ...rest }: SpanishNumberInputProps) {
  const [text, setText] = useState(() => (value instanceof UnreadableNumber ? value.text : formatSpanishNumber(value, decimals)));
  const reading = parseSpanishNumber(text, { decimals });

  // A value set from outside (the form's reset, 'Limpiar filtros') replaces the text, unless the
  // text already reads as it (so '7,50' being typed is not rewritten to '7,5' under the cursor).
  useEffect(() => {
    if (value instanceof UnreadableNumber) return;
    setText((current) => (sameNumber(parseSpanishNumber(current, { decimals }), value) ? current : formatSpanishNumber(value, decimals)));
  }, [value, decimals]);

  const change = (next: string) => {
    setText(next);
    const read = parseSpanishNumber(next, { decimals });
    onChange?.(read.error === undefined ? read.value : new UnreadableNumber(next, read.error));
  };

  const input = (
    <Input
      {...rest}
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      value={text}
      status={reading.error && showError ? 'error' : status}
      aria-invalid={reading.error ? true : rest['aria-invalid']}
      onChange={(event) => change(event.target.value)}
      onBlur={(event) => {
        // Once the field is left, a readable text is shown the way the app writes numbers.
        if (reading.error === undefined && reading.value !== null) setText(formatSpanishNumber(reading.value, decimals));
        onBlur?.(event);
      }}
    />
  );
  if (!showError) return input;
  return (
    <Tooltip open={reading.error !== undefined} title={reading.error} placement="bottom">
      {input}
    </Tooltip>
  );
}
