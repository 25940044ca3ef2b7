import type { LimitRefusalLine, TerminalDraw } from '@banca/contracts';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { selectionLabel } from '@banca/contracts/draw-rules';
import { useAuthStore } from '@banca/shared-auth';
import type { PaymentMethod } from '@banca/contracts/enums';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { Receipt } from '../../features/receipt/Receipt';
import { receiptOfSale } from '../../features/receipt/receiptData';
import { CreditNotice } from '../../features/credit/CreditNotice';
import { useSaleCurrency, useTerminalSession } from '../../features/currency/saleCurrency';
import { draftStore } from '../../features/sale/draft';
import { saleSender, saleStore } from '../../features/sale/saleSender';
import { amountOf, formatCents, sumCents } from '../../shared/money';
import { PaymentMethodField } from '../../shared/PaymentMethodField';
import { businessDayNow, useServerNow } from '../../shared/useServerNow';
import { newUuid } from '@banca/kit';
import { routes } from '../../routes';
import { useBoothDay } from '../day/hooks/useBoothDay';
import { DrawPicker } from './components/DrawPicker';
import { LineEntry } from './components/LineEntry';
import { SaleLines } from './components/SaleLines';
import { useTerminalDraws } from './hooks/useTerminalDraws';

export const SELL_TEXT = {
  noDraws: 'No hay sorteos abiertos para la venta en este momento.',
  drawClosed: 'Este sorteo ya cerró sus ventas. Elige otro sorteo: las jugadas se mantienen.',
  sell: (total: string) => `Vender ${total}`,
  selling: 'Vendiendo…',
  refused: 'No se vendió',
  newSale: 'Nueva venta',
  recovered: 'Venta confirmada al reenviarla: se hizo una sola vez.',
  shortcut: 'Ctrl + Enter vende desde cualquier campo.',
  paymentMethod: 'Forma de pago',
  dayClosed:
    'El día está cerrado: esta taquilla ya no vende con fecha de hoy. Si se cerró por error, pide a la administración que lo reabra.',
  unconfirmed: 'Venta sin confirmar',
} as const;

/** Which line each refusal names, and why, for the lines list. */
function refusalsByLine(body: unknown, currency?: Currency): Map<number, string> {
  const lines = (body as { lines?: LimitRefusalLine[] } | undefined)?.lines ?? [];
  return new Map(
    lines.map((line) => [
      line.index,
      line.limit === 0
        ? 'Número bloqueado.'
        : `Disponible ${formatCents(Math.round(line.available * 100), currency)} de ${formatCents(Math.round(line.limit * 100), currency)}.`,
    ]),
  );
}

function Sell() {
  const terminal = useAuthStore((s) => s.terminal)!;
  const draws = useTerminalDraws();
  const draft = useStore(draftStore);
  const sale = useStore(saleStore);
  const now = useServerNow();
  const numberRef = useRef<HTMLInputElement>(null);
  // The booth's day closed (here, in the back-office or by the system): nothing more is sold today.
  const day = useBoothDay(terminal.booth.id, businessDayNow());
  const saleCurrency = useSaleCurrency(terminal.seller.id);
  const session = useTerminalSession();

  const list = draws.data ?? [];
  // The draw chosen stays chosen (never swapped for another in silence), even once it closes.
  const draw: TerminalDraw | null = list.find((candidate) => candidate.id === draft.drawId) ?? draft.draw ?? list[0] ?? null;
  const gameType = draw?.game_types.find((type) => type.id === draft.gameTypeId) ?? draw?.game_types[0] ?? null;
  const closed = draw !== null && Date.parse(draw.cutoff_at) <= now;
  /** A line's selection as people read it: an animal with its name (`00 Ballena`), by its game type's bet format. */
  const labelOf = (gameTypeId: number, selection: string) => {
    const format = draw?.game_types.find((type) => type.id === gameTypeId)?.bet_format;
    return format ? selectionLabel(format, selection) : selection;
  };
  const unsettled = sale.status === 'sending' || sale.status === 'unknown';
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('efectivo');
  const lines = unsettled ? sale.pending.lines : draft.lines;
  const totalCents = sumCents(lines.map((line) => line.cents));
  // A sale waiting for its answer is in the currency it was sent in.
  const currency = (unsettled ? sale.pending.body.currency : undefined) ?? saleCurrency.currency ?? undefined;
  const refused = useMemo(() => (sale.status === 'refused' ? refusalsByLine(sale.error.body, currency) : undefined), [sale, currency]);
  const dayClosed =
    (day.data !== undefined && day.data.data.status !== 'open') || (sale.status === 'refused' && sale.error.code === 'DAY_CLOSED');

  const selectDraw = (next: TerminalDraw) => {
    const types = new Set(next.game_types.map((type) => type.id));
    draftStore.setState((current) => ({
      drawId: next.id,
      draw: next,
      gameTypeId: current.gameTypeId !== null && types.has(current.gameTypeId) ? current.gameTypeId : (next.game_types[0]?.id ?? null),
      // A line of another game cannot be sold on this draw.
      lines: current.lines.filter((line) => types.has(line.gameTypeId)),
    }));
    if (sale.status === 'refused') saleSender.dismiss();
  };

  const sell = () => {
    if (!draw || closed || dayClosed || lines.length === 0 || unsettled || sale.status === 'sold') return;
    saleSender.submit({
      sellerId: terminal.seller.id,
      body: {
        request_id: newUuid(),
        draw_id: draw.id,
        ...(currency ? { currency } : {}),
        lines: lines.map((line) => ({ game_type_id: line.gameTypeId, selection: line.selection, amount: amountOf(line.cents) })),
        ...(paymentMethod !== 'efectivo' ? { payment_method: paymentMethod } : {}),
      },
      draw: { id: draw.id, name: draw.name, draw_at: draw.draw_at, cutoff_at: draw.cutoff_at },
      lines,
      totalCents,
      queuedAt: new Date().toISOString(),
      attempts: 0,
    });
  };

  // Sold: the lines are done with (the draw, the game type and the amount stay for the next sale).
  useEffect(() => {
    if (sale.status === 'sold') {
      draftStore.setState({ lines: [] });
      // The next buyer pays cash unless told otherwise.
      setPaymentMethod('efectivo');
    }
    // Refused after a reload: the lines come back from the device for the seller to correct.
    if (sale.status === 'refused' && draftStore.getState().lines.length === 0) {
      draftStore.setState({ drawId: sale.pending.draw.id, lines: sale.pending.lines });
    }
  }, [sale]);

  // What the owner owes moves with every sale: the credit is read again after one, or after a refusal for it.
  const refetchSession = session.refetch;
  useEffect(() => {
    if (sale.status === 'sold' || (sale.status === 'refused' && sale.error.code === 'CREDIT_LIMIT_REACHED')) void refetchSession();
  }, [sale, refetchSession]);

  // Refused because the day was closed meanwhile: the day is read again (and says who closed it).
  const refetchDay = day.refetch;
  useEffect(() => {
    if (sale.status === 'refused' && sale.error.code === 'DAY_CLOSED') void refetchDay();
  }, [sale, refetchDay]);

  // Ctrl+Enter sells from any field (a booth with a PC sells without the mouse).
  const sellRef = useRef(sell);
  sellRef.current = sell;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        sellRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (sale.status === 'sold') {
    return (
      <>
        {sale.recovered && (
          <div className="t-alert t-alert-success t-no-print" role="status">
            <p>{SELL_TEXT.recovered}</p>
          </div>
        )}
        <h2 className="t-visually-hidden">Ticket vendido</h2>
        <Receipt
          data={receiptOfSale(sale.sale, labelOf)}
          actions={
            <button
              type="button"
              className="t-button t-button-primary t-button-big t-no-print"
              // biome-ignore lint/a11y/noAutofocus: after a sale the next one starts here (Enter)
              autoFocus
              onClick={() => saleSender.dismiss()}
            >
              {SELL_TEXT.newSale}
            </button>
          }
        />
      </>
    );
  }

  if (draws.isPending && !draw) return <p className="t-muted">Cargando sorteos…</p>;
  if (draws.isError && !draw) {
    return (
      <div className="t-alert" role="alert">
        <p>No se pudieron cargar los sorteos.</p>
        <button type="button" className="t-button" onClick={() => void draws.refetch()}>
          Reintentar
        </button>
      </div>
    );
  }
  if (!draw) return <p className="t-muted">{SELL_TEXT.noDraws}</p>;

  return (
    <>
      {dayClosed && (
        <div className="t-alert" role="alert">
          <p>{SELL_TEXT.dayClosed}</p>
        </div>
      )}
      <CreditNotice credit={session.data?.credit} />
      <DrawPicker draws={list} selected={draw} now={now} onSelect={selectDraw} />
      <section className="t-card" aria-labelledby="t-lines-heading">
        <h2 id="t-lines-heading">Jugadas · {draw.name}</h2>
        {closed && (
          <div className="t-alert" role="alert">
            <p>{SELL_TEXT.drawClosed}</p>
          </div>
        )}
        {saleCurrency.currencies.length > 1 && (
          <fieldset className="t-choices t-fieldset">
            <legend>Moneda</legend>
            {saleCurrency.currencies.map((option) => (
              <button
                key={option}
                type="button"
                className="t-choice"
                aria-pressed={option === currency}
                disabled={unsettled}
                onClick={() => {
                  if (sale.status === 'refused') saleSender.dismiss();
                  saleCurrency.pick(option);
                }}
              >
                {CURRENCY_LABELS[option]}
              </button>
            ))}
          </fieldset>
        )}
        <fieldset className="t-choices t-fieldset">
          <legend className="t-visually-hidden">Tipo de jugada</legend>
          {draw.game_types.map((type) => (
            <button
              key={type.id}
              type="button"
              className="t-choice"
              aria-pressed={type.id === gameType?.id}
              disabled={unsettled}
              onClick={() => draftStore.setState({ drawId: draw.id, draw, gameTypeId: type.id })}
            >
              {type.name}
              <small>paga {type.payout.toLocaleString('es-VE')} a 1</small>
            </button>
          ))}
        </fieldset>
        <LineEntry
          // A new game type starts a new entry (its format, its placeholder).
          key={`${draw.id}-${gameType?.id}`}
          drawId={draw.id}
          gameType={gameType}
          lastCents={draft.lastCents}
          centsOnNumber={(selection) =>
            sumCents(lines.filter((line) => line.selection === selection && line.gameTypeId === gameType?.id).map((line) => line.cents))
          }
          disabled={unsettled || closed || dayClosed}
          numberRef={numberRef}
          currency={currency}
          onAdd={({ selection, cents }) => {
            if (sale.status === 'refused') saleSender.dismiss();
            draftStore.setState((current) => ({
              drawId: draw.id,
              draw,
              gameTypeId: gameType!.id,
              lastCents: cents,
              lines: [...current.lines, { key: newUuid(), gameTypeId: gameType!.id, gameTypeName: gameType!.name, selection, cents }],
            }));
          }}
        />
        <SaleLines
          lines={lines}
          currency={currency}
          labelOf={(line) => labelOf(line.gameTypeId, line.selection)}
          locked={unsettled}
          refused={refused}
          onRemove={(key) => {
            if (sale.status === 'refused') saleSender.dismiss();
            draftStore.setState((current) => ({ lines: current.lines.filter((line) => line.key !== key) }));
          }}
        />
        <PaymentMethodField label={SELL_TEXT.paymentMethod} value={paymentMethod} onChange={setPaymentMethod} disabled={unsettled} />
        <div className="t-total" aria-live="polite">
          <span>Total</span>
          <strong>{formatCents(totalCents, currency)}</strong>
        </div>
        {sale.status === 'refused' && (
          <div className="t-alert" role="alert">
            <strong>{SELL_TEXT.refused}</strong>
            <p>{sale.error.message}</p>
          </div>
        )}
        <button
          type="button"
          className="t-button t-button-primary t-button-big"
          aria-disabled={lines.length === 0 || unsettled || closed || dayClosed}
          onClick={sell}
        >
          {sale.status === 'unknown' || (sale.status === 'sending' && sale.attempt > 1) ? (
            // Where the seller tapped: the notice with what to do is scrolled into view above.
            SELL_TEXT.unconfirmed
          ) : sale.status === 'sending' ? (
            <>
              <span className="t-spinner" aria-hidden /> {SELL_TEXT.selling}
            </>
          ) : (
            SELL_TEXT.sell(formatCents(totalCents, currency))
          )}
        </button>
        <p className="t-muted t-shortcuts">{SELL_TEXT.shortcut}</p>
      </section>
    </>
  );
}

/** "Vender": the draws open for sale, the lines, the total, one tap to sell, and the receipt. */
export default function SellPage() {
  return (
    <TerminalFrame title={routes['terminal.sell'].title}>
      <Sell />
    </TerminalFrame>
  );
}
