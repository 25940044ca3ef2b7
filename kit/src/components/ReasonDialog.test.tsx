import { ApiRequestError } from '@banca/shared-auth';
import { DISCARD_CHANGES } from '../forms/discardGuard';
import { SAVE_FAILED } from '../forms/useFormSave';
import { fastUser, findConfirm, renderPage, screen, within } from '../testing';
import { ReasonDialog } from './ReasonDialog';

const props = {
  title: 'Suspender «Lotería Nacional 19:00»',
  open: true,
  saving: false,
  onClose: jest.fn(),
  description: 'El sorteo no se realizó.',
  label: 'Motivo de la suspensión',
  required: 'Escribe el motivo de la suspensión.',
  maxLength: 20,
  submitText: 'Suspender sorteo',
};

describe('ReasonDialog (FormDialog with a reason)', () => {
  it('asks for the reason, says what the action does and sends it trimmed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const user = fastUser();
    renderPage(<ReasonDialog {...props} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: props.title });
    expect(dialog).toHaveTextContent('El sorteo no se realizó.');
    await user.click(screen.getByRole('button', { name: 'Suspender sorteo' }));
    expect(await screen.findByText('Escribe el motivo de la suspensión.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Motivo de la suspensión' }), '  Apagón  ');
    await user.click(screen.getByRole('button', { name: 'Suspender sorteo' }));
    expect(onSubmit).toHaveBeenCalledWith('Apagón');
  });

  it("shows the server's refusal in the dialog, and Cancelar asks before dropping the reason typed", async () => {
    const onClose = jest.fn();
    const onSubmit = jest.fn().mockRejectedValue(new ApiRequestError(409, 'Este sorteo ya tiene resultado.'));
    const user = fastUser();
    renderPage(<ReasonDialog {...props} onClose={onClose} onSubmit={onSubmit} />);
    await user.type(await screen.findByRole('textbox', { name: 'Motivo de la suspensión' }), 'No se jugó');
    await user.click(screen.getByRole('button', { name: 'Suspender sorteo' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Este sorteo ya tiene resultado.');
    // An action's refusal is the server's message alone: «No se guardó» belongs to a save.
    expect(refusal).not.toHaveTextContent(SAVE_FAILED);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const discard = await findConfirm(DISCARD_CHANGES.title);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(discard).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    expect(onClose).toHaveBeenCalled();
  });
});
