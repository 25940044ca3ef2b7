import { formatCurrency, type TicketDetail } from '@banca/shared-auth';
import type { TableColumnsType } from 'antd';
import { DataTable } from '../../../components/DataTable';
import { StatusTag } from '../../../components/StatusTag';
import { GAME_KIND_LABEL, type TagStyle } from '../../../constants/labels';

type Line = TicketDetail['lines'][number];

const LINE_RESULT: Record<'winner' | 'loser', TagStyle> = {
  winner: { label: 'Ganadora', color: 'green' },
  loser: { label: 'No ganadora', color: 'default' },
};

const columns: TableColumnsType<Line> = [
  { title: 'Juego', dataIndex: 'game_type_name' },
  { title: 'Tipo', dataIndex: 'kind', render: (kind: string) => GAME_KIND_LABEL[kind] ?? kind },
  { title: 'Selección', dataIndex: 'selection', render: (selection: string) => <code>{selection}</code> },
  { title: 'Monto', dataIndex: 'amount', align: 'right', render: (value: number) => formatCurrency(value) },
  { title: 'Pago potencial', dataIndex: 'potential_payout', align: 'right', render: (value: number) => formatCurrency(value) },
  {
    title: 'Ganadora',
    dataIndex: 'is_winner',
    render: (isWinner: boolean) => <StatusTag value={isWinner ? 'winner' : 'loser'} styles={LINE_RESULT} />,
  },
];

/** The plays of a ticket. */
export function TicketLinesTable({ lines }: { lines: Line[] }) {
  return <DataTable<Line> rowKey="id" columns={columns} dataSource={lines} pagination={false} emptyText="Este ticket no tiene jugadas." />;
}
