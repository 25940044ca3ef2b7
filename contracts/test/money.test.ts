import { moneyText } from '../src/money';

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
});
