import type { DrawDetail } from '@banca/contracts';
import { type ResultFormat, resultLabel } from '@banca/contracts/draw-rules';
import { DataTable, DateTimeText } from '@banca/kit';
import type { TableColumnsType } from 'antd';

type Entry = DrawDetail['results_history'][number];

const columnsOf = (format: ResultFormat): TableColumnsType<Entry> => [
  { title: 'Fecha', dataIndex: 'entered_at', render: (value: string) => <DateTimeText value={value} /> },
  { title: 'Resultado', dataIndex: 'winning_numbers', render: (value: string) => <code>{resultLabel(format, value)}</code> },
  {
    title: 'Anterior',
    dataIndex: 'previous_numbers',
    render: (value: string | null) => (value === null ? 'Primer ingreso' : <code>{resultLabel(format, value)}</code>),
  },
  { title: 'Ingresado por', dataIndex: 'entered_by' },
];

/** Every confirmation of a draw's result, newest first: who, when, the new and the previous numbers. */
export function ResultsHistory({ entries, format }: { entries: Entry[]; format: ResultFormat }) {
  return (
    <DataTable<Entry>
      rowKey="id"
      columns={columnsOf(format)}
      dataSource={entries}
      pagination={false}
      emptyText="Sin resultados confirmados."
    />
  );
}
