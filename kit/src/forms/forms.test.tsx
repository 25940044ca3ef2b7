import { ApiRequestError } from '@banca/shared-auth';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppProviders } from '@banca/shared-auth';
import { QueryClient } from '@tanstack/react-query';
import { act, CurrentUrl, fastUser, fill, findConfirm, render, screen, waitFor, within } from '../testing';
import { useDialogParam } from '../hooks/useDialogParam';
import { DISCARD_CHANGES, GuardedModal, useDiscardGuard } from './discardGuard';
import { isConnectionFailure, SAVE_OFFLINE, useFormSave } from './useFormSave';

interface Values {
  phone: string;
}

/** A form saved by `save` (which answers or throws as a call would), as every form of the apps is built. */
function PhoneForm({ save, initial = { phone: '0414' } }: { save: (values: Values) => Promise<void>; initial?: Values }) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const state = useFormSave(form, { initial, pending });
  const submit = async (values: Values) => {
    setPending(true);
    try {
      await save(values);
      state.saved();
    } catch (error) {
      state.failed(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Form<Values> form={form} initialValues={initial} onFinish={(values) => void submit(values)}>
      {state.notice}
      <Form.Item name="phone" label="Teléfono" rules={[{ max: 20, message: 'Muy largo.' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Guardar</Button>
      <output data-testid="dirty">{String(state.dirty())}</output>
    </Form>
  );
}

function withProviders(ui: React.ReactNode, entries = ['/']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
      </MemoryRouter>
    </AppProviders>,
  );
}

const offline = () => new TypeError('Failed to fetch');

describe('isConnectionFailure', () => {
  it('is a call that got no answer from the API: a network failure, a timeout, a gateway without the API', () => {
    expect(isConnectionFailure(offline())).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))).toBe(true);
    for (const status of [502, 503, 504]) expect(isConnectionFailure(new ApiRequestError(status, 'x'))).toBe(true);
    for (const status of [400, 409, 412, 500]) expect(isConnectionFailure(new ApiRequestError(status, 'x'))).toBe(false);
  });
});

describe('useFormSave', () => {
  it('says inside the form that a save without connection was not saved, keeps what was typed, and retries', async () => {
    const user = fastUser();
    const save = jest.fn<Promise<void>, [Values]>().mockRejectedValueOnce(offline()).mockResolvedValueOnce(undefined);
    withProviders(<PhoneForm save={save} />);
    await fill(screen.getByLabelText('Teléfono'), '0424');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_OFFLINE.title);
    expect(alert).toHaveTextContent(SAVE_OFFLINE.description);
    expect(screen.getByLabelText('Teléfono')).toHaveValue('0424');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ phone: '0424' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('marks a field the server refused, or says the server’s reason at the top', async () => {
    const user = fastUser();
    const save = jest
      .fn<Promise<void>, [Values]>()
      .mockRejectedValueOnce(new ApiRequestError(400, 'Teléfono no válido.', { phone: 'Teléfono no válido.' }))
      .mockRejectedValueOnce(new ApiRequestError(409, 'El usuario fue eliminado y ya no se puede modificar.'));
    withProviders(<PhoneForm save={save} />);
    await fill(screen.getByLabelText('Teléfono'), '12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Teléfono no válido.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /No se guardó/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se guardó: El usuario fue eliminado y ya no se puede modificar.')).toBeInTheDocument();
    // A refusal cannot pass by asking again.
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('counts only what differs from what it was opened with', async () => {
    withProviders(<PhoneForm save={jest.fn()} />);
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
    await fill(screen.getByLabelText('Teléfono'), '0424');
    await fill(screen.getByLabelText('Teléfono'), '0414');
    await fastUser().click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });
});

/** A dialog of the apps: a guard, the guarded modal, a form inside with its own 'Cancelar'. */
function PhoneDialog() {
  const [open, setOpen] = useState(true);
  const guard = useDiscardGuard(() => setOpen(false));
  return (
    <>
      <output data-testid="open">{String(open)}</output>
      <GuardedModal guard={guard} open={open} title="Editar teléfono" footer={null}>
        <PhoneForm save={jest.fn()} />
        <Button onClick={guard.close}>Cancelar</Button>
      </GuardedModal>
    </>
  );
}

describe('GuardedModal', () => {
  it('closes at once while nothing was changed', async () => {
    withProviders(<PhoneDialog />);
    await fastUser().click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    expect(screen.getByTestId('open')).toHaveTextContent('false');
  });

  it('asks before the X, Escape or Cancelar drop a change; «Seguir editando» keeps it, «Descartar» closes', async () => {
    const user = fastUser();
    withProviders(<PhoneDialog />);
    await fill(screen.getByLabelText('Teléfono'), '0424');

    await user.keyboard('{Escape}');
    let ask = await findConfirm(DISCARD_CHANGES.title);
    await user.click(within(ask).getByRole('button', { name: DISCARD_CHANGES.cancel }));
    expect(screen.getByTestId('open')).toHaveTextContent('true');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('0424');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    ask = await findConfirm(DISCARD_CHANGES.title);
    await user.click(within(ask).getByRole('button', { name: DISCARD_CHANGES.cancel }));

    await user.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    ask = await findConfirm(DISCARD_CHANGES.title);
    await user.click(within(ask).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('false'));
  });
});

/** A list page with a dialog kept in the URL (`?user=7`), as the users page has it. */
function ListWithDialog() {
  const dialog = useDialogParam('user');
  const guard = useDiscardGuard(() => dialog.close(), dialog);
  const navigate = useNavigate();
  return (
    <>
      <CurrentUrl />
      <Button onClick={() => dialog.open(7)}>Abrir</Button>
      <Button onClick={() => navigate(-1)}>Atrás</Button>
      <GuardedModal guard={guard} open={dialog.target !== null} title="Usuario" footer={null} destroyOnHidden>
        <PhoneForm save={jest.fn()} />
      </GuardedModal>
    </>
  );
}

describe('a dialog kept in the URL', () => {
  const url = () => screen.getByTestId('current-url').textContent;

  it('closes on the browser’s Back while nothing was changed', async () => {
    const user = fastUser();
    withProviders(<ListWithDialog />, ['/users?page=2']);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(url()).toBe('/users?page=2&user=7');
    act(() => screen.getByRole('button', { name: 'Atrás', hidden: true }).click());
    await waitFor(() => expect(url()).toBe('/users?page=2'));
  });

  it('stays open with what was typed when Back would drop a change, and asks', async () => {
    const user = fastUser();
    withProviders(<ListWithDialog />, ['/users?page=2']);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await fill(screen.getByLabelText('Teléfono'), '0424');

    act(() => screen.getByRole('button', { name: 'Atrás', hidden: true }).click());
    const ask = await findConfirm(DISCARD_CHANGES.title);
    // The dialog's entry is back, and the change with it.
    expect(url()).toBe('/users?page=2&user=7');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('0424');
    await user.click(within(ask).getByRole('button', { name: DISCARD_CHANGES.cancel }));
    expect(url()).toBe('/users?page=2&user=7');

    // Asked again, «Descartar» lets Back close it.
    act(() => screen.getByRole('button', { name: 'Atrás', hidden: true }).click());
    const again = await findConfirm(DISCARD_CHANGES.title);
    await user.click(within(again).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    await waitFor(() => expect(url()).toBe('/users?page=2'));
  });
});
