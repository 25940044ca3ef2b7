import { DISCARD_CHANGES } from '@banca/kit';
import { findConfirm, renderPage, screen, userEvent, waitFor, within } from '@banca/kit/testing';
import { Button } from 'antd';
import { useState } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Opens the dialog and shows what it closed with: the password it saved, or null when cancelled. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('sin cerrar');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <ChangePasswordDialog
        open={open}
        onCancel={() => {
          setOpen(false);
          setResult('null');
        }}
        onSave={async (password) => {
          setOpen(false);
          setResult(JSON.stringify(password));
          return true;
        }}
      />
      <output data-testid="result">{result}</output>
    </>
  );
}

const open = async () => {
  renderPage(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.findByRole('dialog', { name: 'Cambiar contraseña' });
};
const newPassword = () => screen.getByPlaceholderText('Nueva contraseña');
const confirmation = () => screen.getByPlaceholderText('Confirmar nueva contraseña');
const update = () => screen.queryByRole('button', { name: 'Actualizar' });

describe('ChangePasswordDialog', () => {
  it('asks for the new password twice, under the title «Cambiar contraseña»', async () => {
    await open();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmation()).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Nueva contraseña')).toBe(newPassword());
    expect(screen.getByLabelText('Confirmar nueva contraseña')).toBe(confirmation());
  });

  it('shows Actualizar only while both fields have at least 6 characters', async () => {
    await open();
    expect(update()).not.toBeInTheDocument();
    await userEvent.type(newPassword(), 'secreto');
    expect(update()).not.toBeInTheDocument();
    await userEvent.type(confirmation(), 'secre');
    expect(update()).not.toBeInTheDocument();
    await userEvent.type(confirmation(), 't');
    expect(update()).toBeInTheDocument();
    await userEvent.clear(newPassword());
    expect(update()).not.toBeInTheDocument();
  });

  it('closes with the new password on Actualizar', async () => {
    await open();
    await userEvent.type(newPassword(), 'nueva-clave');
    await userEvent.type(confirmation(), 'nueva-clave');
    await userEvent.click(update()!);
    expect(screen.getByTestId('result')).toHaveTextContent('"nueva-clave"');
  });

  it('closes with null on Cancelar, after asking whether to drop what was typed', async () => {
    await open();
    await userEvent.type(newPassword(), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(await findConfirm(DISCARD_CHANGES.title)).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    expect(screen.getByTestId('result')).toHaveTextContent('null');
  });

  it('alerts that the passwords differ, and does not close', async () => {
    await open();
    await userEvent.type(newPassword(), 'nueva-clave');
    await userEvent.type(confirmation(), 'otra-clave');
    await userEvent.click(update()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.');
    expect(screen.getByTestId('result')).toHaveTextContent('sin cerrar');
    // Typing again clears the alert.
    await userEvent.type(confirmation(), 'x');
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
  });

  it('alerts that both fields are needed when submitted (Enter) with one empty', async () => {
    await open();
    await userEvent.type(newPassword(), 'nueva-clave{Enter}');
    expect(await screen.findByText('Debes completar ambos campos de contraseña.')).toBeInTheDocument();
    expect(screen.getByTestId('result')).toHaveTextContent('sin cerrar');
  });

  it('says a password is too short when submitted with fewer than 6 characters', async () => {
    await open();
    await userEvent.type(newPassword(), 'abc');
    await userEvent.type(confirmation(), 'abc{Enter}');
    await waitFor(() => expect(screen.getAllByText('La contraseña debe tener al menos 6 caracteres.')).toHaveLength(2));
    expect(screen.getByTestId('result')).toHaveTextContent('sin cerrar');
  });

  it('starts empty each time it opens', async () => {
    await open();
    await userEvent.type(newPassword(), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(await findConfirm(DISCARD_CHANGES.title)).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(screen.getByPlaceholderText('Nueva contraseña')).toHaveValue(''));
  });
});
