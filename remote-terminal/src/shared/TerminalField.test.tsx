import { useSpanishNumberText, type SpanishNumberValue } from '@banca/kit';
import { fastUser, render, screen } from '@banca/kit/testing';
import { useState } from 'react';
import { amountInput, TerminalField } from './TerminalField';

function Amount({ onEdit }: { onEdit: () => void }) {
  const [value, setValue] = useState<SpanishNumberValue>(null);
  const field = useSpanishNumberText({ value, onChange: setValue, decimals: 2 });
  return (
    <>
      <TerminalField id="t-test-amount" label="Monto" error={field.reading.error ?? null} {...amountInput(field, onEdit)} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('TerminalField', () => {
  it('labels its input and ties its problem to it, announced', () => {
    render(<TerminalField id="t-test-code" label="Código del ticket" error="Escribe el código." aria-describedby="t-help" />);
    const input = screen.getByLabelText('Código del ticket');
    expect(input).toHaveClass('t-input');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 't-help t-test-code-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe el código.');
  });

  it('draws another control in the same markup (a select), without a problem', () => {
    render(
      <TerminalField id="t-test-method" label="Forma de pago">
        <select id="t-test-method" className="t-input">
          <option>Efectivo</option>
        </select>
      </TerminalField>,
    );
    expect(screen.getByLabelText('Forma de pago').tagName).toBe('SELECT');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads an amount typed the Spanish way and says every change', async () => {
    const onEdit = jest.fn();
    render(<Amount onEdit={onEdit} />);
    const input = screen.getByLabelText('Monto');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await fastUser().type(input, '1.234,5');
    expect(screen.getByTestId('value')).toHaveTextContent('1234.5');
    expect(onEdit).toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
