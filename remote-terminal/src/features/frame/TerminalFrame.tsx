import { CalculatorOutlined, ShoppingCartOutlined, TrophyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { signOut, useAuthStore, useServerReachable } from '@banca/shared-auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { routes } from '../../routes';
import { ticketsKeys } from '@banca/kit';
import { PendingSaleNotice } from '../sale/PendingSaleNotice';
import { saleSender, saleStore } from '../sale/saleSender';
import { forgetDraft, keepDraft } from '../sale/draft';
import { TERMINAL_CSS } from './terminalStyles';
import { TerminalSignIn } from './TerminalSignIn';

const NAV = [
  { route: routes['terminal.sell'], label: 'Vender', Icon: ShoppingCartOutlined },
  { route: routes['terminal.tickets'], label: 'Tickets', Icon: UnorderedListOutlined },
  { route: routes['terminal.prizes'], label: 'Premios', Icon: TrophyOutlined },
  { route: routes['terminal.day'], label: 'Día', Icon: CalculatorOutlined },
] as const;

function SignOutButton({ sellerId }: { sellerId: number }) {
  const queryClient = useQueryClient();
  const sale = useStore(saleStore);
  const [confirming, setConfirming] = useState(false);
  const unsettled = sale.status === 'sending' || sale.status === 'unknown';
  const leave = async () => {
    await signOut();
    saleSender.reset();
    forgetDraft(sellerId);
    queryClient.clear();
  };
  if (confirming) {
    return (
      <div className="t-alert t-alert-warning t-no-print" role="alertdialog" aria-label="Salir con una venta sin confirmar">
        <p>
          Hay una venta sin confirmar. Queda guardada en este dispositivo y se confirmará cuando vuelvas a ingresar aquí con esta cuenta.
        </p>
        <div className="t-row">
          <button type="button" className="t-button t-grow" onClick={() => setConfirming(false)}>
            Quedarme
          </button>
          <button type="button" className="t-button t-button-danger t-grow" onClick={() => void leave()}>
            Salir igual
          </button>
        </div>
      </div>
    );
  }
  return (
    <button type="button" className="t-button" onClick={() => (unsettled ? setConfirming(true) : void leave())}>
      Salir
    </button>
  );
}

/**
 * Every terminal page inside one frame: the sign-in when the tab has no terminal session; otherwise
 * the booth and seller, the pages' tabs, the server connection, and a sale whose answer was lost,
 * on whichever page the seller is. The page's title is its one h1.
 */
export function TerminalFrame({ title, children }: { title: string; children: ReactNode }) {
  const terminal = useAuthStore((s) => s.terminal);
  const reachable = useServerReachable();
  const queryClient = useQueryClient();

  // A sale left on this device by this seller account (a reload, a new sign-in) is sent again.
  useEffect(() => {
    if (terminal) saleSender.resume(terminal.seller.id);
  }, [terminal]);

  // The sale being typed outlives a reload of the tab (this seller account's only).
  const sellerId = terminal?.seller.id;
  useEffect(() => (sellerId === undefined ? undefined : keepDraft(sellerId)), [sellerId]);

  // A sale sold, even one confirmed while another page is open, shows in the tickets and the day.
  useEffect(
    () =>
      saleStore.subscribe((now, before) => {
        if (now.status === 'sold' && before.status !== 'sold') void queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
      }),
    [queryClient],
  );

  if (!terminal) {
    return (
      <div className="t-app">
        <style>{TERMINAL_CSS}</style>
        <TerminalSignIn />
      </div>
    );
  }
  return (
    <div className="t-app">
      <style>{TERMINAL_CSS}</style>
      <header className="t-header t-no-print">
        <div className="t-header-who">
          <p className="t-header-booth">{terminal.booth.name}</p>
          <div className="t-header-seller">{terminal.seller.label}</div>
        </div>
        <SignOutButton sellerId={terminal.seller.id} />
      </header>
      <main className="t-main">
        <h1 className="t-title t-no-print">{title}</h1>
        {!reachable && (
          <div className="t-alert t-alert-warning t-no-print" role="alert">
            <strong>Sin conexión con el servidor</strong>
            <p>Revisa los datos móviles o el wifi. Se reintenta solo.</p>
          </div>
        )}
        <PendingSaleNotice />
        {children}
      </main>
      <nav className="t-nav t-no-print" aria-label="Taquilla">
        {NAV.map(({ route, label, Icon }) => (
          <NavLink key={route.path} to={route.path} end>
            <Icon aria-hidden />
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
