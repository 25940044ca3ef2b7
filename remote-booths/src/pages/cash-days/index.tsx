/**
 * Cierres de caja: the booth days of a range of business days (this month unless the URL says
 * otherwise), by booth and status, all in the URL, with the sums of the whole filter and its CSV.
 * A client sees its own booths (the server narrows every answer); a row opens the day.
 */
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { BoothDayListQuery, BoothDayRow } from '@banca/contracts';
import { BOOTH_DAY_STATUSES } from '@banca/contracts/enums';
import {
  cashDaysKeys,
  cashApi,
  CurrencySelect,
  downloadText,
  FigureCards,
  formatCount,
  formatCurrency,
  MONEY_FIGURES,
  isDay,
  isOneOf,
  ListCard,
  PageTitleBar,
  pageOf,
  parseId,
  thisMonth,
  useListController,
  useShownCurrency,
} from '@banca/kit';
import { CURRENCIES } from '@banca/contracts/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { CashDayFilters } from './components/CashDayFilters';
import { CashDaysTable, DifferenceText, ExpectedCashText } from './components/CashDaysTable';
import { allCashDays, cashDaysCsv, cashDaysFileName } from './csv';

/**
 * The sums of every day of the filter (the list's own answer, read from the same cache entry):
 * what was sold, paid and is owed, and the difference of the days counted.
 */
function CashDaysTotals({ query }: { query: BoothDayListQuery }) {
  const { data } = useQuery({ queryKey: cashDaysKeys.list(query), queryFn: () => cashApi.days(query), placeholderData: keepPreviousData });
  const currency = useShownCurrency(query.currency ?? null);
  if (!data) return null;
  const { totals } = data;
  return (
    <FigureCards
      figures={[
        { title: 'Ventas', value: formatCurrency(totals.sales, currency) },
        { title: 'Premios pagados', value: formatCurrency(totals.prizes_paid, currency) },
        {
          title: MONEY_FIGURES.expectedCash.label,
          hint: MONEY_FIGURES.expectedCash.formula,
          value: <ExpectedCashText value={totals.expected_cash} explained currency={currency} />,
        },
        { title: 'Diferencia', value: <DifferenceText value={totals.difference} currency={currency} /> },
      ]}
    />
  );
}

export const EXPORT_FAILED = 'No se pudo exportar los cierres de caja. Inténtalo de nuevo.';

/** The Cierres de caja page (the route manifest gives it to those who may read booth days: admin, operator, client). */
export default function CashDaysPage() {
  const month = thisMonth();
  const list = useListController({
    filterKeys: ['from', 'to', 'booth', 'status', 'currency'],
    query: ({ page, filters }): BoothDayListQuery => {
      const ranged = isDay(filters.from) && isDay(filters.to) && filters.from <= filters.to;
      const booth = parseId(filters.booth);
      return {
        page,
        from: ranged ? filters.from : month.from,
        to: ranged ? filters.to : month.to,
        ...(booth !== null ? { booth_id: booth } : {}),
        ...(isOneOf(BOOTH_DAY_STATUSES, filters.status) ? { status: filters.status } : {}),
        // Every figure of one currency (the banca's default unless picked): two are never added.
        ...(isOneOf(CURRENCIES, filters.currency) ? { currency: filters.currency } : {}),
      };
    },
    queryKey: cashDaysKeys.list,
    fetch: cashApi.days,
    toPage: pageOf<'days', BoothDayRow>('days'),
  });
  const { query } = list;
  const values = { from: query.from, to: query.to, booth: query.booth_id ?? null, status: query.status ?? null };
  const filtered = query.from !== month.from || query.to !== month.to || values.booth !== null || values.status !== null;
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(cashDaysFileName(query), cashDaysCsv(await allCashDays({ ...query, page: 1 })));
    } catch {
      void message.error(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitleBar
        title="Cierres de caja"
        extra={
          <Flex gap={8} wrap>
            <CurrencySelect value={query.currency ?? null} onChange={(currency) => list.setFilters({ currency })} />
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting}
              disabled={!list.data?.total}
              onClick={() => void exportCsv()}
            >
              Exportar CSV
            </Button>
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        <CashDaysTotals query={query} />
        <ListCard
          filters={
            <CashDayFilters
              values={values}
              filtered={filtered}
              onChange={(patch) =>
                list.setFilters({
                  ...(patch.from !== undefined ? { from: patch.from, to: patch.to } : {}),
                  ...(patch.booth !== undefined ? { booth: patch.booth } : {}),
                  ...(patch.status !== undefined ? { status: patch.status } : {}),
                })
              }
              onClear={list.clear}
            />
          }
          summary={list.data && `${formatCount(list.data.total)} ${list.data.total === 1 ? 'día' : 'días'}`}
        >
          <CashDaysTable
            tableProps={list.tableProps}
            emptyText={filtered ? 'No hay días con movimiento para estos filtros.' : 'No hay días con movimiento este mes.'}
          />
        </ListCard>
      </Flex>
    </>
  );
}
