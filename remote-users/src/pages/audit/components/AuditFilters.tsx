import type { AuditAction, AuditRecordType } from '@banca/contracts';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@banca/contracts/enums';
import { ListSearch, optionsOf, FilterBar } from '@banca/kit';
import { DatePicker, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';

export interface AuditFilterValues {
  search: string;
  action: AuditAction | null;
  /** A client address, exactly. */
  address: string | null;
  recordType: AuditRecordType | null;
  recordId: number | null;
  /** Business days, `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
}

export type AuditFilterPatch = Partial<Record<'action' | 'address' | 'record_type' | 'record_id' | 'from' | 'to', string | number | null>>;

const DAY = 'YYYY-MM-DD';

/** Person (part of the username), action (a write or a security event), client address, record type, record number and a range of days. */
export function AuditFilters({
  values,
  onSearch,
  onChange,
  onClear,
}: {
  values: AuditFilterValues;
  onSearch: (search: string) => void;
  onChange: (patch: AuditFilterPatch) => void;
  onClear: () => void;
}) {
  const active =
    values.search !== '' ||
    values.action !== null ||
    values.address !== null ||
    values.recordType !== null ||
    values.recordId !== null ||
    values.from !== null ||
    values.to !== null;
  return (
    <FilterBar active={active} onClear={onClear}>
      <ListSearch value={values.search} onSearch={onSearch} placeholder="Persona (usuario)" label="Buscar por persona" width={240} />
      <Select
        aria-label="Acción"
        placeholder="Acción"
        allowClear
        showSearch
        optionFilterProp="label"
        // Some twenty actions: all rendered, so typing or scrolling finds any of them.
        virtual={false}
        options={optionsOf(AUDIT_ACTION_LABELS)}
        value={values.action ?? undefined}
        onChange={(action?: AuditAction) => onChange({ action: action ?? null })}
        style={{ width: 240 }}
      />
      <ListSearch
        value={values.address ?? ''}
        onSearch={(address) => onChange({ address: address || null })}
        placeholder="Dirección IP"
        label="Buscar por dirección"
        width={170}
      />
      <Select
        aria-label="Tipo de registro"
        placeholder="Tipo de registro"
        allowClear
        options={optionsOf(AUDIT_RECORD_TYPE_LABELS)}
        value={values.recordType ?? undefined}
        onChange={(recordType?: AuditRecordType) => onChange({ record_type: recordType ?? null })}
        style={{ width: 180 }}
      />
      <InputNumber<number>
        aria-label="Número de registro"
        placeholder="N.º de registro"
        min={1}
        precision={0}
        controls={false}
        value={values.recordId}
        onChange={(recordId) => onChange({ record_id: recordId ?? null })}
        style={{ width: 150 }}
      />
      <DatePicker.RangePicker
        aria-label="Fechas"
        format="DD/MM/YYYY"
        placeholder={['Desde', 'Hasta']}
        allowEmpty={[true, true]}
        value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
        onChange={(range) => onChange({ from: range?.[0]?.format(DAY) ?? null, to: range?.[1]?.format(DAY) ?? null })}
      />
    </FilterBar>
  );
}
