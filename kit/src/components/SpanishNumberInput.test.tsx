import { Button, Form } from 'antd';
import { useState } from 'react';
import { fill, render, screen, userEvent, waitFor } from '../testing';
import { NUMBER_MESSAGES, UnreadableNumber } from '../numbers';
import { SpanishNumberInput, type SpanishNumberValue } from './SpanishNumberInput';

function Probe({ initial = null, decimals = 2 }: { initial?: number | null; decimals?: number }) {
  const [value, setValue] = useState<SpanishNumberValue>(initial);
  return (
    <>
      <SpanishNumberInput aria-label="Monto" decimals={decimals} value={value} onChange={setValue} />
      <output data-testid="value">{value instanceof UnreadableNumber ? `error: ${value.error}` : String(value)}</output>
      <Button onClick={() => setValue(2500.5)}>Poner</Button>
    </>
  );
}

const shown = () => screen.getByTestId('value').textContent;

describe('SpanishNumberInput', () => {
  it('shows its value the Spanish way', () => {
    render(<Probe initial={1234.5} />);
    expect(screen.getByLabelText('Monto')).toHaveValue('1.234,5');
  });

  it('hands 7,5 as 7.5 and 1.000 as 1000, and shows the number the Spanish way once left', async () => {
    render(<Probe decimals={2} />);
    const field = screen.getByLabelText('Monto');
    await fill(field, '7,5');
    expect(shown()).toBe('7.5');
    await fill(field, '1.000');
    expect(shown()).toBe('1000');
    await fill(field, '1000,5');
    await userEvent.tab();
    expect(field).toHaveValue('1.000,5');
    expect(shown()).toBe('1000.5');
  });

  it('keeps an unreadable text as typed and hands its reason, never a guess', async () => {
    render(<Probe decimals={0} />);
    const field = screen.getByLabelText('Monto');
    await fill(field, '7.5');
    expect(shown()).toBe(`error: ${NUMBER_MESSAGES.useComma}`);
    expect(field).toHaveValue('7.5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await fill(field, '1,000');
    expect(shown()).toBe(`error: ${NUMBER_MESSAGES.integer}`);
  });

  it('shows a value set from outside', async () => {
    render(<Probe initial={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Poner' }));
    expect(screen.getByLabelText('Monto')).toHaveValue('2.500,5');
  });

  it('gives a form the number typed', async () => {
    const saved: unknown[] = [];
    render(
      <Form onFinish={(values) => saved.push(values)}>
        <Form.Item name="limit" label="Límite">
          <SpanishNumberInput decimals={0} />
        </Form.Item>
        <Button htmlType="submit">Guardar</Button>
      </Form>,
    );
    await fill(screen.getByLabelText('Límite'), '5.000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toEqual([{ limit: 5000 }]));
  });
});
