/**
 * Draws: filtered by the server, kept in the URL, every type in one table (paged here: the API
 * sends them all). Administrators add an extra draw with «Nuevo sorteo», which opens once created.
 */
import { PlusOutlined } from '@ant-design/icons';
import { can } from '@banca/contracts/access';
import { DRAW_STATUSES } from '@banca/contracts/enums';
import { MAX_PRIZE_FILTER } from '@banca/contracts/limits';
import { drawsApi, isCalendarDay, isOneOf, ListCard, PageTitleBar, parseId, useAccess, useListController } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../routes';
import { DrawFilters } from './components/DrawFilters';
import { DrawsTable } from './components/DrawsTable';
import { DRAW_CREATED, NewDrawDialog } from './components/NewDrawDialog';
import { drawRowsOf } from './drawRows';

const PAGE_SIZE = 20;

function minPrizeOf(value: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const prize = Number(value);
  return prize <= MAX_PRIZE_FILTER ? prize : null;
}

export default function DrawsPage() {
  const list = useListController({
    filterKeys: ['module_id', 'status', 'date', 'min_prize'],
    query: ({ filters }) => ({
      module_id: parseId(filters.module_id),
      status: isOneOf(DRAW_STATUSES, filters.status) ? filters.status : null,
      date: isCalendarDay(filters.date) ? filters.date : null,
      min_prize: minPrizeOf(filters.min_prize),
    }),
    queryKey: (filters) => ['catalog', 'draws', 'list', filters],
    fetch: drawsApi.list,
    toRows: drawRowsOf,
    pageSize: PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  const hasFilters = Object.values(list.query).some((value) => value !== null);
  const { role } = useAccess();
  const writes = can(role, 'draws:write');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <>
      <PageTitleBar
        title="Sorteos"
        extra={
          writes && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Nuevo sorteo
            </Button>
          )
        }
      />
      {writes && (
        <NewDrawDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(draw) => {
            setCreating(false);
            void message.success(DRAW_CREATED);
            navigate(linkTo(routes['catalog.draw'], { id: draw.id }));
          }}
        />
      )}
      <ListCard
        filters={<DrawFilters filters={list.query} onChange={list.setFilters} onClear={list.clear} />}
        summary={list.data && `${total} ${total === 1 ? 'sorteo' : 'sorteos'}`}
      >
        <DrawsTable
          {...list.tableProps}
          // One page of draws needs no pager.
          pagination={list.tableProps.pagination && { ...list.tableProps.pagination, hideOnSinglePage: true }}
          emptyText={hasFilters ? 'No hay sorteos para estos filtros.' : 'No hay sorteos disponibles.'}
        />
      </ListCard>
    </>
  );
}
