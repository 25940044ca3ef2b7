import { accessFor } from './access';
import { formatCurrency, formatDate } from './format';

describe('formatCurrency', () => {
  it('shows US dollars with two decimals in Spanish notation', () => {
    expect(formatCurrency(1234.5)).toBe('$1.234,50');
    expect(formatCurrency(-20)).toBe('-$20,00');
    expect(formatCurrency(null)).toBe('—');
  });
});

describe('formatDate', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDate('2026-11-05T15:00:00Z')).toBe('05/11/2026');
    expect(formatDate(null)).toBe('—');
  });
});

describe('accessFor', () => {
  it('follows the role table', () => {
    expect(accessFor('admin')).toMatchObject({ manageUsers: true, viewUsers: true, manageBooths: true });
    expect(accessFor('operator')).toMatchObject({ manageUsers: false, viewUsers: true, manageSellers: true });
    expect(accessFor('client')).toMatchObject({ viewUsers: false, viewBooths: true, manageBooths: false, viewHierarchy: true });
    expect(accessFor('ticket_seller')).toMatchObject({ viewSellers: false, viewHierarchy: false });
  });
});
