import { ApiRequestError } from '@banca/shared-auth';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { SAVE_FAILED, SAVE_OFFLINE } from '../forms/useFormSave';
import { fastUser, renderPage, screen, waitFor } from '../testing';
import { FormDialog } from './FormDialog';

type Values = { name: string };

/** A page that edits one of two records in the dialog, as the user dialog's tabs do. */
function Editor({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEditing('Ana')}>
        Editar Ana
      </button>
      <button type="button" onClick={() => setEditing('Luis')}>
        Editar Luis
      </button>
      <FormDialog<Values>
        open={editing !== null}
        title="Nombre"
        initialValues={{ name: editing ?? '' }}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const done = await onSubmit(values);
          if (done !== false) setEditing(null);
          return done;
        }}
      >
        <Form.Item name="name" label="Nombre">
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('opens each time with the values of what it edits, and «Guardar» sends what was typed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const user = fastUser();
    renderPage(<Editor onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    const field = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(field).toHaveValue('Ana');
    await user.clear(field);
    await user.type(field, 'Ana María');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana María' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Editar Luis' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Luis');
  });

  it('says a refused save with «No se guardó» and keeps what was typed', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiRequestError(409, 'El usuario cambió mientras lo editabas.'));
    const user = fastUser();
    renderPage(<Editor onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), ' Sofía');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${SAVE_FAILED}: El usuario cambió mientras lo editabas.`);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana Sofía');
  });

  it('offers «Reintentar» when the save never reached the server, and sends again', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    const user = fastUser();
    renderPage(<Editor onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(SAVE_OFFLINE.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument());
  });

  it('stays as it is when the submit did nothing (a confirmation declined)', async () => {
    const onSubmit = jest.fn().mockResolvedValue(false);
    const user = fastUser();
    renderPage(<Editor onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'bel');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Anabel');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
