import { ApiRequestError } from '@banca/shared-auth';
import { fastUser, fill, renderPage, screen, within } from '../testing';
import { AmountReasonDialog } from './AmountReasonDialog';

const props = {
  title: 'Registrar un ajuste',
  open: true,
  saving: false,
  onClose: jest.fn(),
  submitText: 'Registrar',
  amount: {
    label: 'Monto',
    required: 'Ingresa el monto.',
    problem: (value: number) => (value <= 0 ? 'El monto debe ser mayor que 0.' : null),
  },
  reason: { label: 'Motivo', required: 'Indica el motivo.', maxLength: 40 },
};

describe('AmountReasonDialog', () => {
  it('reads the amount typed the Spanish way and sends it as a number with the reason trimmed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const user = fastUser();
    renderPage(<AmountReasonDialog {...props} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: props.title });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Ingresa el monto.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica el motivo.')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText('Monto'), '1.234,5');
    await fill(within(dialog).getByLabelText('Motivo'), '  Ajuste de caja ');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 1234.5, reason: 'Ajuste de caja' });
  });

  it('says in words what the caller refuses and an amount above the maximum, and sends nothing', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const user = fastUser();
    renderPage(<AmountReasonDialog {...props} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: props.title });
    await fill(within(dialog).getByLabelText('Motivo'), 'Ajuste');
    await fill(within(dialog).getByLabelText('Monto'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El monto debe ser mayor que 0.')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText('Monto'), '2.000.000.000');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(/^El monto máximo es/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the amount alone without a reason; a refusal naming the amount is said on it, any other above the fields', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(400, 'Datos inválidos', { amount: 'El monto no cuadra.' }))
      .mockRejectedValueOnce(new ApiRequestError(409, 'El día ya está cerrado.'));
    const user = fastUser();
    renderPage(<AmountReasonDialog {...props} reason={undefined} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: props.title });
    expect(within(dialog).queryByLabelText('Motivo')).not.toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Monto'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El monto no cuadra.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Datos inválidos')).not.toBeInTheDocument();

    await fill(within(dialog).getByLabelText('Monto'), '81');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El día ya está cerrado.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenLastCalledWith({ amount: 81, reason: '' });
  });
});
