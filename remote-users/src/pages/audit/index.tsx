/**
 * Auditoría (administrators): every write and security event, filtered by person, action, client
 * address, record and days, kept in the URL; CSV export.
 */
import type { AuditEntry } from '@banca/contracts';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@banca/contracts/enums';
import {
  auditApi,
  auditKeys,
  DataTable,
  formatCount,
  isCalendarDay,
  isOneOf,
  ListCard,
  PageTitleBar,
  pageOf,
  parseId,
  useListController,
} from '@banca/kit';
import { Flex } from 'antd';
import { AuditFilters } from './components/AuditFilters';
import { AUDIT_COLUMNS } from './components/auditColumns';
import { ExportAuditButton } from './components/ExportAuditButton';

const dayOf = (value: string) => (isCalendarDay(value) ? value : null);
/** A client address as the server takes it (the contract's AuditAddress). */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;
const addressOf = (value: string) => (ADDRESS.test(value) ? value : null);

export default function AuditPage() {
  const list = useListController({
    filterKeys: ['action', 'address', 'record_type', 'record_id', 'from', 'to', 'actor_id'],
    query: ({ page, search, filters }) => ({
      page,
      search: search || null,
      actor_id: parseId(filters.actor_id),
      action: isOneOf(AUDIT_ACTIONS, filters.action) ? filters.action : null,
      address: addressOf(filters.address),
      record_type: isOneOf(AUDIT_RECORD_TYPES, filters.record_type) ? filters.record_type : null,
      record_id: parseId(filters.record_id),
      from: dayOf(filters.from),
      to: dayOf(filters.to),
    }),
    queryKey: auditKeys.list,
    fetch: auditApi.list,
    toPage: pageOf<'entries', AuditEntry>('entries'),
  });
  const { page: _page, ...filters } = list.query;
  const values = {
    search: list.search,
    action: filters.action,
    address: filters.address,
    recordType: filters.record_type,
    recordId: filters.record_id,
    from: filters.from,
    to: filters.to,
  };
  const hasFilters = Object.values(filters).some((value) => value !== null);

  return (
    <Flex vertical gap={16}>
      <PageTitleBar title="Registro de cambios" extra={<ExportAuditButton filters={filters} />} />
      <ListCard
        filters={<AuditFilters values={values} onSearch={list.setSearch} onChange={list.setFilters} onClear={list.clear} />}
        summary={list.data && `${formatCount(list.data.total)} ${list.data.total === 1 ? 'entrada' : 'entradas'}`}
      >
        <DataTable<AuditEntry>
          {...list.tableProps}
          columns={AUDIT_COLUMNS}
          rowKey={(entry) => entry.id}
          emptyText={hasFilters ? 'No hay entradas para estos filtros.' : 'Todavía no hay entradas de auditoría.'}
        />
      </ListCard>
    </Flex>
  );
}
