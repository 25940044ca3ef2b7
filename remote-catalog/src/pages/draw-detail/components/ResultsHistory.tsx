import type { DrawDetail } from '@banca/contracts';
import { DataTable, DateTimeText } from '@banca/kit';
import type { TableColumnsType } from 'antd';

type Entry = DrawDetail['results_history'][number];

const columns: TableColumnsType<Entry> = [
  { title: 'Fecha', dataIndex: 'entered_at', render: (value: string) => <DateTimeText value={value} /> },
  { title: 'Resultado', dataIndex: 'winning_numbers', render: (value: string) => <code>{value}</code> },
  {
    title: 'Anterior',
    dataIndex: 'previous_numbers',
    render: (value: string | null) => (value === null ? 'Primer ingreso' : <code>{value}</code>),
  },
  { title: 'Ingresado por', dataIndex: 'entered_by' },
];

/** Every confirmation of a draw's result, newest first: who, when, the new and the previous numbers. */
export function ResultsHistory({ entries }: { entries: Entry[] }) {
  return <DataTable<Entry> rowKey="id" columns={columns} dataSource={entries} pagination={false} emptyText="Sin resultados confirmados." />;
}
