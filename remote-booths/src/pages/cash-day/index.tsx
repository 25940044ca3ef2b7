/**
 * A booth's day (`/cash/day?booth=3&date=2026-11-20`): its figures, who closed and approved it,
 * its tickets; "Cerrar día" with the cash counted, "Aprobar cierre" and "Reabrir día" (a day closed
 * by mistake, with a reason) for those the server says may (`actions`: a client only its own booths,
 * approval and reopening only admin and the owner).
 */
import { toApiError } from '@banca/shared-auth';
import {
  CurrencySelect,
  DateTimeText,
  DetailFrame,
  FigureCards,
  formatCount,
  formatCurrency,
  formatDate,
  isDay,
  MONEY_FIGURES,
  PageTitleBar,
  parseId,
  StatusTag,
  useAccess,
  useConfirm,
  useStaleNotice,
} from '@banca/kit';
import { App, Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { routes } from '../../routes';
import { actorText, BOOTH_DAY_STATUS_TAGS } from '../../shared/labels';
import { DifferenceText, ExpectedCashText } from '../cash-days/components/CashDaysTable';
import { CloseDayDialog } from './components/CloseDayDialog';
import { ReopenDayDialog } from './components/ReopenDayDialog';
import { DayDrawer } from './components/DayDrawer';
import { DayTickets } from './components/DayTickets';
import { useCashDay, useCashDayWrites } from './hooks/useCashDay';
import type { BoothDay } from '@banca/contracts';
import type { Currency } from '@banca/contracts/money';
import type { VersionedAnswer } from '@banca/kit';

export const DAY_CLOSED_MESSAGE = 'Día cerrado correctamente.';
export const DAY_APPROVED_MESSAGE = 'Cierre aprobado.';
export const DAY_REOPENED_MESSAGE = 'Día reabierto: la taquilla vuelve a vender y pagar en esta fecha.';

function DayView({
  loaded,
  currency,
  onCurrency,
}: {
  loaded: VersionedAnswer<BoothDay>;
  currency: Currency | null;
  onCurrency: (currency: Currency) => void;
}) {
  const day = loaded.data;
  const money = (value: number | null) => formatCurrency(value, day.currency);
  const { allows } = useAccess();
  const { close, approve, reopen, key } = useCashDayWrites(day.booth.id, day.date, currency);
  const stale = useStaleNotice(key);
  const confirm = useConfirm();
  const { message } = App.useApp();
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);

  const onApprove = async () => {
    const confirmed = await confirm({
      title: 'Aprobar cierre',
      message: `Se aprobará el cierre del ${formatDate(day.date)} de ${day.booth.name}, con efectivo contado ${money(day.declared_cash)} y diferencia ${money(
        day.difference,
      )}. ¿Deseas continuar?`,
      confirmText: 'Aprobar',
    });
    if (!confirmed) return;
    approve.mutate(
      { base: loaded.etag },
      {
        onSuccess: () => void message.success(DAY_APPROVED_MESSAGE),
        onError: (error) => {
          if (!stale.refused(error)) void message.error(toApiError(error).message);
        },
      },
    );
  };

  const onClose = (declaredCash: number | Partial<Record<Currency, number>>) =>
    close.mutateAsync({ declaredCash, base: loaded.etag }).then(
      () => {
        setClosing(false);
        void message.success(DAY_CLOSED_MESSAGE);
      },
      (error: unknown) => {
        if (stale.refused(error)) {
          setClosing(false);
          return;
        }
        throw error;
      },
    );

  const onReopen = (reason: string) =>
    reopen.mutateAsync({ reason, base: loaded.etag }).then(
      () => {
        setReopening(false);
        void message.success(DAY_REOPENED_MESSAGE);
      },
      (error: unknown) => {
        if (stale.refused(error)) {
          setReopening(false);
          return;
        }
        throw error;
      },
    );

  return (
    <>
      <PageTitleBar
        title={`${day.booth.name} · ${formatDate(day.date)}`}
        subtitle={<StatusTag value={day.status} styles={BOOTH_DAY_STATUS_TAGS} />}
        extra={
          <Flex gap={8} wrap>
            <CurrencySelect value={currency} onChange={onCurrency} />
            {day.actions.close && allows('cash:close') && (
              <Button type="primary" onClick={() => setClosing(true)}>
                Cerrar día
              </Button>
            )}
            {day.actions.approve && allows('cash:approve') && (
              <Button type="primary" loading={approve.isPending} onClick={() => void onApprove()}>
                Aprobar cierre
              </Button>
            )}
            {day.actions.reopen && allows('cash:approve') && (
              <Button danger onClick={() => setReopening(true)}>
                Reabrir día
              </Button>
            )}
          </Flex>
        }
      />
      {stale.notice}
      <FigureCards
        figures={[
          { title: 'Ventas', value: money(day.sales) },
          { title: 'Anulados', value: money(day.cancelled) },
          { title: 'Premios pagados', value: money(day.prizes_paid) },
          { title: MONEY_FIGURES.commission.label, hint: MONEY_FIGURES.commission.formula, value: money(day.commission) },
          {
            title: MONEY_FIGURES.expectedCash.label,
            hint: MONEY_FIGURES.expectedCash.formula,
            value: <ExpectedCashText value={day.expected_cash} explained currency={day.currency} />,
          },
          { title: 'Efectivo contado', value: money(day.declared_cash) },
          { title: 'Diferencia', value: <DifferenceText value={day.difference} currency={day.currency} /> },
        ]}
      />
      <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Cierre</h3>}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'owner', label: 'Propietario', children: day.owner?.name ?? '—' },
            { key: 'tickets', label: 'Tickets vendidos', children: formatCount(day.tickets) },
            { key: 'cancelled', label: 'Tickets anulados', children: formatCount(day.cancelled_tickets) },
            { key: 'paid', label: 'Premios pagados (tickets)', children: formatCount(day.paid_tickets) },
            { key: 'closed_by', label: 'Cerrado por', children: actorText(day.closed_by) },
            { key: 'closed_at', label: 'Cerrado el', children: day.closed_at ? <DateTimeText value={day.closed_at} /> : '—' },
            { key: 'approved_by', label: 'Aprobado por', children: actorText(day.approved_by) },
            { key: 'approved_at', label: 'Aprobado el', children: day.approved_at ? <DateTimeText value={day.approved_at} /> : '—' },
          ]}
        />
      </Card>
      <DayDrawer day={day} />
      <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Tickets del día</h3>}>
        <DayTickets boothId={day.booth.id} date={day.date} />
      </Card>
      <CloseDayDialog day={day} open={closing} saving={close.isPending} onClose={() => setClosing(false)} onSubmit={onClose} />
      <ReopenDayDialog day={day} open={reopening} saving={reopen.isPending} onClose={() => setReopening(false)} onSubmit={onReopen} />
    </>
  );
}

/** The Cierre de caja page of one booth's day. */
export default function CashDayPage() {
  const [params] = useSearchParams();
  const boothId = parseId(params.get('booth'));
  const date = params.get('date') ?? '';
  const valid = boothId !== null && isDay(date);
  // The day's figures are of one currency (the banca's default until another is picked): never two added.
  const [currency, setCurrency] = useState<Currency | null>(null);
  const query = useCashDay(valid ? boothId : null, valid ? date : null, currency);
  return (
    <DetailFrame
      back={{ to: routes['booths.cashDays'].path, label: 'Volver a cierres de caja' }}
      query={query}
      invalid={!valid}
      notFoundTitle="Día no encontrado"
      notFound="La taquilla de este día no existe, no está a tu cargo o el enlace no es válido."
    >
      {(loaded) => (
        <Flex vertical gap={16}>
          <DayView loaded={loaded} currency={currency} onCurrency={setCurrency} />
        </Flex>
      )}
    </DetailFrame>
  );
}
