import { fireEvent, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../test/environment';
import { inboxItem, inboxServer, profileOf } from '../../test/fixtures';
import { InboxPopover } from './InboxPopover';

const ERROR_RED = 'rgb(207,19,34)'; // the shared theme's colorError, #cf1322
const GREY = 'rgba(0,0,0,0.25)'; // antd's colorTextQuaternary

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

function renderInbox(
  kind: 'messages' | 'notifications',
  items = [
    inboxItem({ title: 'Sorteo finalizado' }),
    inboxItem({ title: 'Ticket ganador' }),
    inboxItem({ title: 'Cierre de caja', read: true }),
  ],
) {
  const { calls } = mockFetch(inboxServer(kind, items));
  renderPage(<InboxPopover kind={kind} />, { route: '/', path: '/' });
  return { calls, items };
}

const dotColour = () => (document.querySelector('.ant-badge-dot') as HTMLElement).style.background.replace(/\s/g, '');
const popup = () => document.querySelector('.ant-popover') as HTMLElement;

async function openPopup(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(popup()).toBeInTheDocument());
  return popup();
}

describe('InboxPopover', () => {
  it('shows the unread count on the button and on the tab "Todos", with an error-coloured dot', async () => {
    renderInbox('notifications');
    expect(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeInTheDocument();
    expect(dotColour()).toBe(ERROR_RED);

    const panel = await openPopup(/^Notificaciones/);
    expect(within(panel).getByText('Notificaciones')).toBeInTheDocument();
    // a dialog named after the inbox; the tab bar holds tabs only ("Marcar todas…" is beside it)
    expect(within(panel).getByRole('dialog', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(within(within(panel).getByRole('tablist')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Todos 2' })).toBeInTheDocument();
    // unread items are marked (and can be opened); read ones are plain
    expect(within(panel).getByRole('button', { name: /^No leído: Sorteo finalizado/ })).toBeInTheDocument();
    expect(within(panel).getByText('Cierre de caja')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Cierre de caja/ })).not.toBeInTheDocument();
    // sender and relative time of each item
    expect(within(panel).getAllByText('hace una hora')).toHaveLength(3);
    expect(within(panel).getAllByText(/^Sistema ·/)).toHaveLength(3);
  });

  it('wraps long titles and texts inside the popup instead of cutting them at its edge', async () => {
    const title = 'Cierre de ventas del sorteo de la Lotería Nacional de las 19:00 disponible en reportes';
    renderInbox('notifications', [
      inboxItem({ title, body: 'Referencia: CIERRE-2026-11-20-LOTERIA-NACIONAL-1900-TAQUILLA-CENTRAL', read: true }),
    ]);
    const panel = await openPopup(/^Notificaciones/);
    const titleText = await within(panel).findByText(title);
    expect(titleText).not.toHaveClass('ant-typography-ellipsis');
    expect(titleText.parentElement).toHaveStyle({ overflowWrap: 'anywhere' });
    // A read item's row keeps its padding inside the popup's width (the browser test measures it).
    expect(titleText.closest('li')!.firstElementChild).toHaveStyle({ width: '100%', boxSizing: 'border-box' });
  });

  it('has a grey dot and no "Marcar todas como leídas" when everything is read', async () => {
    renderInbox('messages', [inboxItem({ title: 'Bienvenida', read: true })]);
    await screen.findByRole('button', { name: 'Mensajes' });
    await waitFor(() => expect(dotColour()).toBe(GREY));
    const panel = await openPopup(/^Mensajes/);
    expect(await within(panel).findByRole('tab', { name: 'Todos 0' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument();
  });

  it('marks an item read when it is clicked, and the counts follow', async () => {
    const { calls } = renderInbox('messages');
    const panel = await openPopup(/^Mensajes: 2 sin leer/);
    fireEvent.click(await within(panel).findByRole('button', { name: /^No leído: Ticket ganador/ }));

    expect(await within(panel).findByRole('tab', { name: 'Todos 1' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Ticket ganador/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mensajes: 1 sin leer' })).toBeInTheDocument();
    const marks = calls.filter((call) => call.method === 'POST');
    expect(marks).toHaveLength(1);
    expect(marks[0].url).toMatch(/\/api\/v1\/messages\/detail\/\d+\/read$/);
  });

  it('"Marcar todas como leídas" marks everything read, then goes away and the dot turns grey', async () => {
    const { calls } = renderInbox('notifications');
    const panel = await openPopup(/^Notificaciones: 2 sin leer/);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Marcar todas como leídas' }));

    expect(await within(panel).findByRole('tab', { name: 'Todos 0' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/v1/notifications/read-all'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(dotColour()).toBe(GREY);
  });

  it('offers the full list on /messages', async () => {
    renderInbox('messages');
    const panel = await openPopup(/^Mensajes/);
    fireEvent.click(within(panel).getByRole('link', { name: 'Ver todo' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/messages');
  });
});
