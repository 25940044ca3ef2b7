import { fireEvent, mockFetch, renderPage, screen, within } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../test/environment';
import { inboxItem, inboxServer, profileOf } from '../../test/fixtures';
import MessagesPage from '.';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('MessagesPage', () => {
  it('lists both inboxes in full, with the same actions as the header', async () => {
    const messages = Array.from({ length: 12 }, (_, index) => inboxItem({ title: `Mensaje ${index + 1}`, read: index > 0 }));
    const { calls } = mockFetch(
      inboxServer('messages', messages),
      inboxServer('notifications', [inboxItem({ title: 'Sorteo finalizado' }), inboxItem({ title: 'Vendedor bloqueado' })]),
    );
    renderPage(<MessagesPage />, { route: '/messages', path: '/messages' });

    const list = await within(card('Mensajes')).findByRole('list', { name: 'Mensajes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(card('Mensajes')).getByRole('tab', { name: 'Todos 1' })).toBeInTheDocument();
    expect(await within(card('Notificaciones')).findByRole('tab', { name: 'Todos 2' })).toBeInTheDocument();

    fireEvent.click(within(card('Mensajes')).getByRole('button', { name: /^No leído: Mensaje 1 / }));
    expect(await within(card('Mensajes')).findByRole('tab', { name: 'Todos 0' })).toBeInTheDocument();
    expect(within(card('Mensajes')).queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument();

    fireEvent.click(within(card('Notificaciones')).getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await within(card('Notificaciones')).findByRole('tab', { name: 'Todos 0' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname)).toEqual([
      `/api/v1/messages/detail/${messages[0].id}/read`,
      '/api/v1/notifications/read-all',
    ]);
  });

  it('says so when an inbox is empty', async () => {
    mockFetch(inboxServer('messages', []), inboxServer('notifications', []));
    renderPage(<MessagesPage />, { route: '/messages', path: '/messages' });
    expect(await screen.findByText('No tienes mensajes.')).toBeInTheDocument();
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
  });
});
