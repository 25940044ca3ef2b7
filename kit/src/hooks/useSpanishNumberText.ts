import { useEffect, useState } from 'react';
import { formatSpanishNumber, type NumberReading, parseSpanishNumber, UnreadableNumber } from '../numbers';

/** What a Spanish number field hands its form: a number, null when empty, or the unreadable text with its reason. */
export type SpanishNumberValue = number | null | UnreadableNumber;

const sameNumber = (reading: NumberReading, value: SpanishNumberValue | undefined) =>
  reading.error === undefined && Object.is(reading.value, value ?? null);

export interface SpanishNumberText {
  /** What the field shows. */
  text: string;
  /** How the text reads now. */
  reading: NumberReading;
  /** The field's text changed (typed). */
  change(next: string): void;
  /** The field was left: a readable text is shown the way the apps write numbers. */
  settle(): void;
}

/**
 * The rules of the one numeric field of the apps, apart from what draws it (antd's Input in
 * `SpanishNumberInput`, a plain input where antd is not loaded, like the booth terminal): it reads
 * and shows `1.234,5` and hands `onChange` a number, null, or an `UnreadableNumber` whose reason the
 * field shows; nothing is guessed.
 */
export function useSpanishNumberText({
  value,
  onChange,
  decimals = 2,
}: {
  value?: SpanishNumberValue;
  onChange?: (value: SpanishNumberValue) => void;
  /** The most decimal digits the field takes (0: whole numbers only); more is refused, not rounded. */
  decimals?: number;
}): SpanishNumberText {
  const [text, setText] = useState(() => (value instanceof UnreadableNumber ? value.text : formatSpanishNumber(value, decimals)));
  const reading = parseSpanishNumber(text, { decimals });

  // A value set from outside (the form's reset, 'Limpiar filtros') replaces the text, unless the
  // text already reads as it (so '7,50' being typed is not rewritten to '7,5' under the cursor).
  useEffect(() => {
    if (value instanceof UnreadableNumber) return;
    setText((current) => (sameNumber(parseSpanishNumber(current, { decimals }), value) ? current : formatSpanishNumber(value, decimals)));
  }, [value, decimals]);

  return {
    text,
    reading,
    change(next) {
      setText(next);
      const read = parseSpanishNumber(next, { decimals });
      onChange?.(read.error === undefined ? read.value : new UnreadableNumber(next, read.error));
    },
    settle() {
      if (reading.error === undefined && reading.value !== null) setText(formatSpanishNumber(reading.value, decimals));
    },
  };
}
