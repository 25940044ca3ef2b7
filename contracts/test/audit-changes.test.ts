import { auditValue } from '../src/audit-changes';

const moment = (iso: string) => iso;

it('creates no Intl object when imported: the terminal’s first screen imports it (through the kit’s labels) and would pay the locale data', async () => {
  const constructed = jest.spyOn(Intl, 'NumberFormat');
  try {
    await jest.isolateModulesAsync(async () => {
      await import('../src/audit-changes');
    });
    expect(constructed).not.toHaveBeenCalled();
  } finally {
    constructed.mockRestore();
  }
});

it('writes numbers and percentages as the screens do, once it is used', () => {
  expect(auditValue('sale_percentage', 12.5, { moment })).toBe('12,5 %');
  expect(auditValue('payout', 1234.567, { moment })).toBe('1.234,57');
});
