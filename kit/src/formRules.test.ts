import { MONEY } from '@banca/contracts/limits';
import { moneyMaxProblem } from './formRules';

describe('moneyMaxProblem', () => {
  it('says the maximum in words, with the money formatter, above MONEY.max only', () => {
    expect(moneyMaxProblem(MONEY.max)).toBeNull();
    expect(moneyMaxProblem(25)).toBeNull();
    expect(moneyMaxProblem(99_999_999_999, 'por jugada')).toBe('El monto máximo por jugada es $1.000.000.000,00.');
    expect(moneyMaxProblem(MONEY.max + 0.01)).toBe('El monto máximo es $1.000.000.000,00.');
  });
});
