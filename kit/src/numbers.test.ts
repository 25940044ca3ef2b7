import { formatSpanishNumber, NUMBER_MESSAGES, parseSpanishNumber } from './numbers';

describe('parseSpanishNumber', () => {
  it.each([
    ['7,5', 2, 7.5],
    ['1.000', 0, 1000],
    ['5.000', 2, 5000],
    ['33,33', 2, 33.33],
    ['1.234,5', 2, 1234.5],
    ['1.234.567,89', 2, 1234567.89],
    ['1000', 0, 1000],
    ['1000,25', 2, 1000.25],
    ['0,5', 2, 0.5],
    [',5', 2, 0.5],
    ['  12  ', 2, 12],
    ['-3,5', 2, -3.5],
    ['100', 2, 100],
    ['', 2, null],
    ['   ', 2, null],
  ])('reads %p (up to %p decimals) as %p', (text, decimals, value) => {
    expect(parseSpanishNumber(text, { decimals })).toEqual({ value });
  });

  it.each([
    // A dot not followed by groups of three is an English decimal point: refused, not read as 75.
    ['7.5', 2, NUMBER_MESSAGES.useComma],
    ['12.50', 2, NUMBER_MESSAGES.useComma],
    ['1.5000', 2, NUMBER_MESSAGES.useComma],
    ['1.00.000', 2, NUMBER_MESSAGES.useComma],
    ['1,000.5', 2, NUMBER_MESSAGES.useComma],
    ['1,2,3', 2, NUMBER_MESSAGES.useComma],
    // With no decimals allowed, `1,000` (one thousand in English) is refused, never saved as 1.
    ['1,000', 0, NUMBER_MESSAGES.integer],
    ['10,5', 0, NUMBER_MESSAGES.integer],
    ['0,125', 2, NUMBER_MESSAGES.decimals(2)],
    ['2,25', 1, NUMBER_MESSAGES.decimals(1)],
    ['abc', 2, NUMBER_MESSAGES.notNumber],
    ['12 %', 2, NUMBER_MESSAGES.notNumber],
    ['1e3', 2, NUMBER_MESSAGES.notNumber],
    ['1 000', 2, NUMBER_MESSAGES.notNumber],
    ['-', 2, NUMBER_MESSAGES.notNumber],
    [',', 2, NUMBER_MESSAGES.notNumber],
  ])('refuses %p (up to %p decimals): %p', (text, decimals, error) => {
    expect(parseSpanishNumber(text, { decimals })).toEqual({ error });
  });
});

describe('formatSpanishNumber', () => {
  it.each([
    [1234.5, 2, '1.234,5'],
    [1000, 0, '1.000'],
    [12.75, 2, '12,75'],
    [10, 2, '10'],
    [0, 2, '0'],
    [1000000000, 0, '1.000.000.000'],
    [null, 2, ''],
  ])('shows %p as %p', (value, decimals, text) => {
    expect(formatSpanishNumber(value, decimals)).toBe(text);
  });

  it('reads back what it shows', () => {
    for (const value of [0.5, 7.5, 33.33, 1000, 1234.5, 98765432.1]) {
      expect(parseSpanishNumber(formatSpanishNumber(value, 2), { decimals: 2 })).toEqual({ value });
    }
  });
});
