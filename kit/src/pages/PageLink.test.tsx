import { registerPages } from '@banca/shared-auth';
import { renderPage, screen, signInAs } from '../testing';
import { PageLink } from './PageLink';

const TICKET = { id: 'catalog.ticket', path: '/tickets/ticket-detail', title: 'Ticket', access: 'tickets:read' };

describe('PageLink', () => {
  it('links to the page where the loaded manifests put it, with its parameters', () => {
    signInAs('admin');
    registerPages('host', [TICKET]);
    renderPage(
      <PageLink id="catalog.ticket" params={{ id: 42 }}>
        TK-42
      </PageLink>,
    );
    expect(screen.getByRole('link', { name: 'TK-42' })).toHaveAttribute('href', '/tickets/ticket-detail?id=42');
  });

  it('follows a page its remote moved (a newer routes.json)', () => {
    signInAs('admin');
    registerPages('host', [{ ...TICKET, path: '/venta/ticket' }]);
    renderPage(
      <PageLink id="catalog.ticket" params={{ id: 42 }}>
        TK-42
      </PageLink>,
    );
    expect(screen.getByRole('link', { name: 'TK-42' })).toHaveAttribute('href', '/venta/ticket?id=42');
  });

  it('is its text alone while no manifest names the page', () => {
    signInAs('admin');
    renderPage(
      <PageLink id="catalog.ticket" params={{ id: 42 }}>
        TK-42
      </PageLink>,
    );
    expect(screen.getByText('TK-42')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is its text alone for a role the page’s capability leaves out, or a capability this app does not know', () => {
    signInAs('admin');
    registerPages('host', [
      { ...TICKET, access: 'audit:read' },
      { id: 'catalog.draw', path: '/draw', title: 'Sorteo', access: 'future:read' },
    ]);
    signInAs('operator');
    renderPage(
      <>
        <PageLink id="catalog.ticket" params={{ id: 42 }}>
          TK-42
        </PageLink>
        <PageLink id="catalog.draw" params={{ id: 7 }}>
          Sorteo 7
        </PageLink>
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Sorteo 7')).toBeInTheDocument();
  });
});
