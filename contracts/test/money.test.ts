import { centsOf, moneyText } from '../src/money';

describe('moneyText, the one way money is written (screens, API messages, notifications, audit CSV)', () => {
  it('writes "$", thousands with a dot and two decimals with a comma', () => {
    expect(moneyText(1234.5)).toBe('$1.234,50');
    expect(moneyText(0)).toBe('$0,00');
  });

  it('puts the sign before the currency', () => {
    expect(moneyText(-1136)).toBe('-$1.136,00');
  });

  it('reads a numeric text as its number (SQL numeric comes as text)', () => {
    expect(moneyText('6300.00')).toBe('$6.300,00');
    expect(moneyText('-0.5')).toBe('-$0,50');
  });

  it('writes bolívares as "Bs 1.234,56" and dollars as "$1.234,56" (issue 38)', () => {
    expect(moneyText(1234.56, 'VES')).toBe('Bs 1.234,56');
    expect(moneyText(1234.56, 'USD')).toBe('$1.234,56');
    expect(moneyText('-80.5', 'VES')).toBe('-Bs 80,50');
  });
});

describe('centsOf, the one way an amount becomes whole cents (the API and the terminal)', () => {
  it('reads two decimals exactly, whatever the float', () => {
    expect((centsOf(0.1) ?? 0) + (centsOf(0.2) ?? 0)).toBe(30);
    expect(centsOf(1234.56)).toBe(123456);
    expect(centsOf(-5.05)).toBe(-505);
  });

  it('refuses more than two decimals and what is not a number', () => {
    expect(centsOf(1.005)).toBeNull();
    expect(centsOf(Number.NaN)).toBeNull();
    expect(centsOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
