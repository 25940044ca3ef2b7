import { Input, type InputProps, Tooltip } from 'antd';
import { type SpanishNumberValue, useSpanishNumberText } from '../hooks/useSpanishNumberText';

export type { SpanishNumberValue } from '../hooks/useSpanishNumberText';

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

/**
 * The one numeric input of the apps: it reads and shows `1.234,5` (decimal comma, thousands dot)
 * and accepts `7,5`, `1.000`, `33,33`. A text that does not read exactly as a number stays as typed
 * and reaches the form as an `UnreadableNumber`, whose reason the form's rules show; nothing is
 * guessed. (A plain text box: antd's InputNumber reads `7,5` as 75 and its step buttons are in English.)
 * Its rules are `useSpanishNumberText`'s, which a screen without antd draws with a plain input.
 */
export function SpanishNumberInput({ value, onChange, decimals = 2, showError = false, onBlur, status, ...rest }: SpanishNumberInputProps) {
  const { text, reading, change, settle } = useSpanishNumberText({ value, onChange, decimals });
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
        settle();
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
