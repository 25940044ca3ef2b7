/**
 * «Cuentas de terminal» of a «Vendedor de Tickets» user: the seller accounts linked to it (whose
 * sales are its tickets and reports), linking one found by search and unlinking one, each as the
 * account's own edit on the version read; read-only without the right to edit.
 */
import type { SellerRow } from '@banca/contracts';
import {
  callsTo,
  fastUser,
  findConfirm,
  mockFetch,
  pickOption,
  queryOf,
  renderPage,
  screen,
  sellerRow,
  signInAs,
  within,
} from '@banca/kit/testing';
import type { RecordedCall } from '@banca/kit/testing';
import { SellerAccountsTab } from './SellerAccountsTab';

const LIST = 'v1/sellers/list';
const listOf = (rows: SellerRow[]) => ({ sellers: rows, page: 1, total: rows.length, totalPages: 1 });

/** The sellers API: the accounts linked to user 7 (by `user_id`), the search, each account's detail and edit. */
function sellersApi(accounts: SellerRow[]) {
  const linked = new Map(accounts.map((account) => [account.id, account]));
  const other = sellerRow({ id: 5, label: 'Caja 2', username: 'caja2@banca.test', seller_user_id: null, seller_user_name: null });
  return (call: RecordedCall) => {
    const path = new URL(call.url).pathname.replace(/^\/api\//, '');
    if (path === LIST && call.method === 'GET') {
      const query = queryOf(call);
      if (query.user_id) return { body: listOf([...linked.values()]) };
      return { body: listOf([other, ...linked.values()]) };
    }
    const detail = /^v1\/sellers\/detail\/(\d+)$/.exec(path);
    if (!detail) return undefined;
    const id = Number(detail[1]);
    const seller = linked.get(id) ?? other;
    if (call.method === 'GET') return { body: seller, headers: { etag: '"3"' } };
    const body = call.body as { seller_user_id: number | null };
    const saved = { ...seller, seller_user_id: body.seller_user_id };
    if (body.seller_user_id === null) linked.delete(id);
    else linked.set(id, saved);
    return { body: saved, headers: { etag: '"4"' } };
  };
}

describe('SellerAccountsTab', () => {
  beforeEach(() => signInAs('admin'));

  it('lists the linked accounts and links another one found by search, sending only its linked user changed, on its version', async () => {
    const { calls } = mockFetch(sellersApi([sellerRow({ id: 1, label: 'Caja 1', seller_user_id: 7 })]));
    renderPage(<SellerAccountsTab userId={7} readOnly={false} />);
    const row = (await screen.findByText('Caja 1')).closest('tr')!;
    expect(row).toHaveTextContent('Agencia La Fortuna');
    expect(callsTo(calls, LIST).map(queryOf)).toContainEqual({ user_id: '7' });
    expect(screen.getByRole('button', { name: 'Vincular' })).toBeDisabled();

    await pickOption(screen.getByLabelText('Cuenta de terminal'), 'Caja 2', 'caja');
    await fastUser().click(screen.getByRole('button', { name: 'Vincular' }));
    expect(await screen.findByText('Cuenta vinculada.')).toBeInTheDocument();
    const put = callsTo(calls, 'v1/sellers/detail/5').find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      ticket_booth_id: 1,
      seller_user_id: 7,
      label: 'Caja 2',
      username: 'caja2@banca.test',
      is_active: true,
    });
    expect(put.headers.get('if-match')).toBe('"3"');
    expect(await screen.findByText('Caja 2', { selector: 'td' })).toBeInTheDocument();
  });

  it('unlinks an account after a confirmation', async () => {
    const { calls } = mockFetch(sellersApi([sellerRow({ id: 1, label: 'Caja 1', seller_user_id: 7 })]));
    renderPage(<SellerAccountsTab userId={7} readOnly={false} />);
    const row = (await screen.findByText('Caja 1')).closest('tr')!;
    await fastUser().click(within(row).getByRole('button', { name: 'Desvincular' }));
    const confirm = await findConfirm('Desvincular cuenta');
    expect(confirm).toHaveTextContent('Las ventas de «Caja 1» dejarán de verse');
    await fastUser().click(within(confirm).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByText('Cuenta desvinculada.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/sellers/detail/1').find((call) => call.method === 'PUT')!.body).toMatchObject({ seller_user_id: null });
    expect(await screen.findByText('Ninguna cuenta de terminal vinculada: sus tickets y reportes están vacíos.')).toBeInTheDocument();
  });

  it('read-only (an operator) shows the accounts with no way to change them', async () => {
    signInAs('operator');
    mockFetch(sellersApi([sellerRow({ id: 1, label: 'Caja 1', seller_user_id: 7 })]));
    renderPage(<SellerAccountsTab userId={7} readOnly />);
    expect(await screen.findByText('Caja 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vincular|Desvincular/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cuenta de terminal')).not.toBeInTheDocument();
  });
});
