import { ApiRequestError, AppProviders } from '@banca/shared-auth';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { VersionedAnswer } from '../api/client';
import { STALE_RECORD } from '../versions/stale';
import { fastUser, fill, render, screen, waitFor } from '../testing';
import { useResourceForm } from './useResourceForm';
import { useResourceSave } from './useResourceSave';

interface Shop {
  id: number;
  name: string;
}
interface ShopValues {
  name: string;
}

const detail = (id: number) => ['shops', 'detail', id] as const;
const valuesOf = (shop?: Shop): ShopValues => ({ name: shop?.name ?? '' });
const bodyOf = (values: ShopValues) => ({ name: values.name.trim() });
const answer = (shop: Shop, etag: string): VersionedAnswer<Shop> => ({ data: shop, etag });

interface Api {
  create: jest.Mock<Promise<{ id: number }>, [{ name: string }]>;
  update: jest.Mock<Promise<VersionedAnswer<Shop>>, [number, { name: string }, string | null]>;
  read: jest.Mock<Promise<VersionedAnswer<Shop>>, [number]>;
  refresh: jest.Mock;
  onSaved: jest.Mock;
}

/** A resource's form as a remote builds one: its fields and buttons, the rest from the hook. */
function ShopForm({ api, loaded }: { api: Api; loaded?: VersionedAnswer<Shop> }) {
  const [form] = Form.useForm<ShopValues>();
  const save = useResourceSave<Shop, { name: string }>({ detail, create: api.create, update: api.update, refresh: api.refresh });
  const shop = useResourceForm({
    form,
    loaded,
    valuesOf,
    bodyOf,
    detail,
    save,
    messages: { created: 'Tienda creada.', updated: 'Tienda actualizada.' },
    onSaved: api.onSaved,
  });
  // Watched so that `dirty` below is drawn again as the user types.
  Form.useWatch('name', form);
  return (
    <Form<ShopValues> form={form} initialValues={valuesOf(shop.record)} onFinish={shop.submit}>
      {shop.notice}
      <Form.Item name="name" label="Nombre" rules={[{ required: true, message: 'El nombre es obligatorio.' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={shop.saving}>
        {shop.creating ? 'Crear' : 'Guardar'}
      </Button>
      <output data-testid="dirty">{String(shop.dirty())}</output>
    </Form>
  );
}

/** The record read as a page reads it (the query 'Recargar' reads again), then its form. */
function EditShop({ api, id }: { api: Api; id: number }) {
  const query = useQuery({ queryKey: detail(id), queryFn: () => api.read(id) });
  return query.data ? <ShopForm api={api} loaded={query.data} /> : null;
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return client;
}

function api(): Api {
  return { create: jest.fn(), update: jest.fn(), read: jest.fn(), refresh: jest.fn(), onSaved: jest.fn() };
}

describe('useResourceForm', () => {
  it('creates a record from the trimmed values, says so and hands the new id on', async () => {
    const user = fastUser();
    const shops = api();
    shops.create.mockResolvedValue({ id: 7 });
    renderWith(<ShopForm api={shops} />);
    await fill(screen.getByLabelText('Nombre'), '  La Fortuna ');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Tienda creada.')).toBeInTheDocument();
    expect(shops.create).toHaveBeenCalledWith({ name: 'La Fortuna' });
    expect(shops.update).not.toHaveBeenCalled();
    expect(shops.onSaved).toHaveBeenCalledWith({ id: 7, created: true }, { name: '  La Fortuna ' });
    expect(shops.refresh).toHaveBeenCalledTimes(1);
  });

  it('saves an edit on the version it was opened with (If-Match), shows what was saved and keeps the answer as the record', async () => {
    const user = fastUser();
    const shops = api();
    shops.read.mockResolvedValue(answer({ id: 3, name: 'Centro' }, '"v1"'));
    shops.update.mockResolvedValue(answer({ id: 3, name: 'Centro Sur' }, '"v2"'));
    const client = renderWith(<EditShop api={shops} id={3} />);
    await fill(await screen.findByLabelText('Nombre'), ' Centro Sur ');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Tienda actualizada.')).toBeInTheDocument();
    expect(shops.update).toHaveBeenCalledWith(3, { name: 'Centro Sur' }, '"v1"');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Centro Sur');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
    expect(client.getQueryData(detail(3))).toEqual(answer({ id: 3, name: 'Centro Sur' }, '"v2"'));

    // The next save is based on the saved version.
    await fill(screen.getByLabelText('Nombre'), 'Centro Norte');
    shops.update.mockResolvedValue(answer({ id: 3, name: 'Centro Norte' }, '"v3"'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(shops.update).toHaveBeenLastCalledWith(3, { name: 'Centro Norte' }, '"v2"'));
  });

  it('marks the field a refusal names (400) on the form, and keeps what was typed', async () => {
    const user = fastUser();
    const shops = api();
    shops.create.mockRejectedValue(new ApiRequestError(400, 'Datos inválidos', { name: 'Ya existe una tienda con ese nombre.' }));
    renderWith(<ShopForm api={shops} />);
    await fill(screen.getByLabelText('Nombre'), 'Centro');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Ya existe una tienda con ese nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Centro');
    expect(shops.onSaved).not.toHaveBeenCalled();
  });

  it("says a save refused as stale (412) inside the form; «Recargar» shows the other person's version, the next save is based on it", async () => {
    const user = fastUser();
    const shops = api();
    shops.read.mockResolvedValueOnce(answer({ id: 3, name: 'Centro' }, '"v1"'));
    shops.update.mockRejectedValueOnce(new ApiRequestError(412, 'Cambió'));
    renderWith(<EditShop api={shops} id={3} />);
    await fill(await screen.findByLabelText('Nombre'), 'Centro Sur');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(STALE_RECORD)).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Centro Sur');

    shops.read.mockResolvedValueOnce(answer({ id: 3, name: 'Centro Este' }, '"v2"'));
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Centro Este'));
    expect(screen.queryByText(STALE_RECORD)).not.toBeInTheDocument();

    shops.update.mockResolvedValueOnce(answer({ id: 3, name: 'Centro Oeste' }, '"v3"'));
    await fill(screen.getByLabelText('Nombre'), 'Centro Oeste');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(shops.update).toHaveBeenLastCalledWith(3, { name: 'Centro Oeste' }, '"v2"'));
  });
});
