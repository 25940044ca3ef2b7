/**
 * Auditoría (administrators): every write and security event, filtered by person, action, client
 * address, record and days, kept in the URL; CSV export.
 */
import type { AuditEntry } from '@banca/contracts';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@banca/contracts/enums';
import { formatCount, isOneOf, ListCard, PagedTable, PageTitleBar, parseId, RequireAccess, useListParams } from '@banca/kit';
import { Flex } from 'antd';
import { AuditFilters } from './components/AuditFilters';
import { AUDIT_COLUMNS } from './components/auditColumns';
import { ExportAuditButton } from './components/ExportAuditButton';
import { useAuditList } from './hooks/useAuditList';

const FILTERS = ['action', 'address', 'record_type', 'record_id', 'from', 'to', 'actor_id'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string) => (DAY.test(value) ? value : null);
/** A client address as the server takes it (the contract's AuditAddress). */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;
const addressOf = (value: string) => (ADDRESS.test(value) ? value : null);

function AuditList() {
  const list = useListParams(FILTERS);
  const { page, search, filters } = list;
  const values = {
    search,
    action: isOneOf(AUDIT_ACTIONS, filters.action) ? filters.action : null,
    address: addressOf(filters.address),
    recordType: isOneOf(AUDIT_RECORD_TYPES, filters.record_type) ? filters.record_type : null,
    recordId: parseId(filters.record_id),
    from: dayOf(filters.from),
    to: dayOf(filters.to),
  };
  const query = {
    search: search || null,
    actor_id: parseId(filters.actor_id),
    action: values.action,
    address: values.address,
    record_type: values.recordType,
    record_id: values.recordId,
    from: values.from,
    to: values.to,
  };
  const entries = useAuditList({ page, ...query });
  const hasFilters = Object.values(query).some((value) => value !== null);

  return (
    <Flex vertical gap={16}>
      <PageTitleBar title="Registro de cambios" extra={<ExportAuditButton filters={query} />} />
      <ListCard
        filters={<AuditFilters values={values} onSearch={list.setSearch} onChange={list.setFilters} onClear={list.clear} />}
        summary={entries.data && `${formatCount(entries.data.total)} ${entries.data.total === 1 ? 'entrada' : 'entradas'}`}
      >
        <PagedTable<AuditEntry>
          query={entries}
          page={page}
          onPageChange={list.setPage}
          columns={AUDIT_COLUMNS}
          rowKey={(entry) => entry.id}
          emptyText={hasFilters ? 'No hay entradas para estos filtros.' : 'Todavía no hay entradas de auditoría.'}
        />
      </ListCard>
    </Flex>
  );
}

export default function AuditPage() {
  return (
    <RequireAccess allowed="audit:read">
      <AuditList />
    </RequireAccess>
  );
}
