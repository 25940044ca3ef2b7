import type { TicketDetail } from '@banca/contracts';
import { DataTable, formatCurrency, GAME_KIND_LABELS, labelOf, StatusTag, type TagStyle } from '@banca/kit';
import type { TableColumnsType } from 'antd';

type Line = TicketDetail['lines'][number];

const LINE_RESULT: Record<'winner' | 'loser', TagStyle> = {
  winner: { label: 'Ganadora', color: 'green' },
  loser: { label: 'No ganadora', color: 'default' },
};

const columns: TableColumnsType<Line> = [
  { title: 'Juego', dataIndex: 'game_type_name' },
  { title: 'Tipo', dataIndex: 'kind', render: (kind: string) => labelOf(GAME_KIND_LABELS, kind) },
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
