/** A draw's exposure (draw/draw-exposure?id=): per number, what was sold and what it would pay, against the sales limits. */
import type { DrawExposureQuery } from '@banca/contracts';
import { EXPOSURE_SORTS, type ExposureSort, SORT_ORDERS, type SortOrder } from '@banca/contracts/enums';
import { EXPOSURE_PAGE } from '@banca/contracts/limits';
import {
  downloadText,
  DetailFrame,
  DRAW_STATUS_TAGS,
  FigureCards,
  formatCount,
  CurrencySelect,
  formatCurrency,
  formatDateTime,
  isOneOf,
  StatusTag,
  useIdParam,
  useListParams,
} from '@banca/kit';
import { CURRENCIES } from '@banca/contracts/money';
import { linkTo } from '@banca/kit/routes';
import { toApiError } from '@banca/shared-auth';
import { App, Button, Card, Flex, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { routes } from '../../routes';
import { ExposureTable } from './components/ExposureTable';
import { allExposureRows, exposureCsv } from './csv';
import { useExposure } from './hooks/useExposure';

const FILTERS = ['sort', 'order', 'over_limit', 'currency'] as const;

export const SORT_LABELS: Record<ExposureSort, string> = {
  payout: 'Pago si gana',
  amount: 'Monto vendido',
  tickets: 'Tickets',
  selection: 'Número',
};
const ORDER_LABELS: Record<SortOrder, string> = { desc: 'Mayor primero', asc: 'Menor primero' };

export default function DrawExposurePage() {
  const id = useIdParam();
  const list = useListParams(FILTERS);
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const query: DrawExposureQuery = {
    page: list.page,
    sort: isOneOf(EXPOSURE_SORTS, list.filters.sort) ? list.filters.sort : 'payout',
    order: isOneOf(SORT_ORDERS, list.filters.order) ? list.filters.order : 'desc',
    ...(list.filters.over_limit === 'true' ? { over_limit: 'true' as const } : {}),
    // One currency's sales (the banca's default unless picked): two are never added.
    ...(isOneOf(CURRENCIES, list.filters.currency) ? { currency: list.filters.currency } : {}),
  };
  const exposure = useExposure(id, query);

  const exportCsv = async () => {
    if (id === null || !exposure.data) return;
    setExporting(true);
    try {
      const { page: _page, ...order } = query;
      downloadText(`exposicion-sorteo-${id}.csv`, exposureCsv(await allExposureRows(id, order)));
    } catch (error) {
      void message.error(toApiError(error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <DetailFrame
      back={{ to: id === null ? routes['catalog.draws'].path : linkTo(routes['catalog.draw'], { id }), label: 'Volver al sorteo' }}
      query={exposure}
      invalid={id === null}
      notFound="No encontramos este sorteo."
    >
      {(data) => (
        <Flex vertical gap={16}>
          <Card>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                Exposición de {data.draw.name}
              </Typography.Title>
              <Flex gap={8} align="center">
                <StatusTag value={data.draw.status} styles={DRAW_STATUS_TAGS} />
                <Typography.Text type="secondary">{formatDateTime(data.draw.draw_at)}</Typography.Text>
              </Flex>
            </Flex>
          </Card>
          <FigureCards
            figures={[
              { title: 'Monto vendido', value: formatCurrency(data.summary.amount, data.currency) },
              { title: 'Números jugados', value: formatCount(query.over_limit ? data.summary.over_limit : data.total) },
              { title: 'Mayor pago si gana', value: formatCurrency(data.summary.max_payout, data.currency) },
              { title: 'Números sobre el límite', value: formatCount(data.summary.over_limit) },
            ]}
          />
          <Card>
            <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
              <CurrencySelect value={query.currency ?? null} onChange={(currency) => list.setFilters({ currency })} />
              <Select
                aria-label="Ordenar por"
                value={query.sort}
                options={EXPOSURE_SORTS.map((value) => ({ value, label: `Ordenar por: ${SORT_LABELS[value]}` }))}
                onChange={(sort: ExposureSort) => list.setFilters({ sort: sort === 'payout' ? null : sort })}
                style={{ width: 230 }}
              />
              <Select
                aria-label="Orden"
                value={query.order}
                options={SORT_ORDERS.map((value) => ({ value, label: ORDER_LABELS[value] }))}
                onChange={(order: SortOrder) => list.setFilters({ order: order === 'desc' ? null : order })}
                style={{ width: 160 }}
              />
              <Flex gap={8} align="center">
                <Switch
                  id="only-over-limit"
                  checked={query.over_limit === 'true'}
                  onChange={(only) => list.setFilters({ over_limit: only ? 'true' : null })}
                />
                <label htmlFor="only-over-limit">Solo los que superan el límite</label>
              </Flex>
              <Button onClick={() => void exportCsv()} loading={exporting} disabled={data.total === 0}>
                Exportar CSV
              </Button>
            </Flex>
            <ExposureTable
              rows={data.numbers}
              currency={data.currency}
              loading={exposure.isPlaceholderData}
              page={data.page}
              total={data.total}
              pageSize={EXPOSURE_PAGE.size}
              onPageChange={(page) => list.setPage(page)}
            />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}
