import { setRuntimeConfig } from '@banca/shared-auth';
import { formatCount, formatCurrency, formatDate, formatDateTime, formatTime, formatTimeOrDateTime } from './format';

describe('formatCurrency', () => {
  it('shows US dollars with two decimals in Spanish notation', () => {
    expect(formatCurrency(1234.5)).toBe('$1.234,50');
    expect(formatCurrency(-20)).toBe('-$20,00');
    expect(formatCurrency(null)).toBe('—');
  });

  it('writes bolívares as Bs 1.234,56 and dollars as $1.234,56 when the currency is named', () => {
    expect(formatCurrency(1234.56, 'VES')).toBe('Bs 1.234,56');
    expect(formatCurrency(1234.56, 'USD')).toBe('$1.234,56');
    expect(formatCurrency(-0.5, 'VES')).toBe('-Bs 0,50');
    expect(formatCurrency(undefined, 'VES')).toBe('—');
  });
});

describe('formatTimeOrDateTime', () => {
  // 22:00 on the 20th in Caracas (02:00 UTC on the 21st)
  const now = new Date('2026-11-21T02:00:00Z');

  it('shows the time alone for a moment of today on the business clock', () => {
    expect(formatTimeOrDateTime('2026-11-20T19:34:48Z', now)).toBe('15:34');
    // 04:30 UTC on the 20th is 00:30 on the 20th in Caracas: still today
    expect(formatTimeOrDateTime('2026-11-20T04:30:00Z', now)).toBe('00:30');
  });

  it('adds the date for a moment of another day', () => {
    // 03:30 UTC on the 20th is 23:30 on the 19th in Caracas
    expect(formatTimeOrDateTime('2026-11-20T03:30:00Z', now)).toBe('19/11/2026 23:30');
    expect(formatTimeOrDateTime('2026-11-18T13:04:04Z', now)).toBe('18/11/2026 09:04');
    expect(formatTimeOrDateTime(null, now)).toBe('—');
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows dd/MM/yyyy on the business clock (America/Caracas, UTC−4)', () => {
    expect(formatDate('2026-11-05T15:00:00Z')).toBe('05/11/2026');
    // 02:00 UTC on the 6th is still the 5th in Caracas
    expect(formatDate('2026-11-06T02:00:00Z')).toBe('05/11/2026');
    expect(formatDateTime('2026-11-05T23:00:00Z')).toBe('05/11/2026 19:00');
    expect(formatTime('2026-11-05T16:00:00Z')).toBe('12:00');
    expect(formatDate(null)).toBe('—');
  });

  it('shows a calendar day as it is', () => {
    expect(formatDate('2026-11-01')).toBe('01/11/2026');
  });

  it('follows the time zone of the runtime config', () => {
    setRuntimeConfig({ businessTimezone: 'America/Bogota' });
    expect(formatDateTime('2026-11-05T23:00:00Z')).toBe('05/11/2026 18:00');
    setRuntimeConfig({});
  });
});

describe('formatCount', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(12500)).toBe('12.500');
    expect(formatCount(null)).toBe('—');
  });
});
