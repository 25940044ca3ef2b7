import { selectionLabel } from '@banca/contracts/draw-rules';
import type { TicketDetail } from '@banca/contracts';
import { DataTable, formatCurrency, GAME_KIND_LABELS, labelOf, StatusTag, type TagStyle } from '@banca/kit';
import { Typography, type TableColumnsType } from 'antd';

type Line = TicketDetail['lines'][number];

/** A line's result, pending until its draw is settled. */
const LINE_RESULT: Record<'pending' | 'winner' | 'loser', TagStyle> = {
  pending: { label: 'Pendiente', color: 'gold' },
  winner: { label: 'Ganadora', color: 'green' },
  loser: { label: 'No ganadora', color: 'default' },
};

const columnsOf = (settled: boolean, currency: TicketDetail['currency']): TableColumnsType<Line> => [
  // One cell reads as one phrase: «Terno», its kind beneath («Apuesta simple»), as Módulos shows a game type.
  {
    title: 'Juego',
    key: 'game',
    render: (_, line) => (
      <>
        {line.game_type_name}
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {labelOf(GAME_KIND_LABELS, line.kind)}
        </Typography.Text>
      </>
    ),
  },
  {
    title: 'Selección',
    dataIndex: 'selection',
    render: (selection: string, line) => <code>{selectionLabel(line.bet_format, selection)}</code>,
  },
  { title: 'Monto', dataIndex: 'amount', align: 'right', render: (value: number) => formatCurrency(value, currency) },
  { title: 'Pago potencial', dataIndex: 'potential_payout', align: 'right', render: (value: number) => formatCurrency(value, currency) },
  {
    title: 'Ganadora',
    dataIndex: 'is_winner',
    render: (isWinner: boolean) => <StatusTag value={!settled ? 'pending' : isWinner ? 'winner' : 'loser'} styles={LINE_RESULT} />,
  },
];

/** The plays of a ticket, in its currency. */
export function TicketLinesTable({ lines, settled, currency }: { lines: Line[]; settled: boolean; currency: TicketDetail['currency'] }) {
  return (
    <DataTable<Line>
      rowKey="id"
      columns={columnsOf(settled, currency)}
      dataSource={lines}
      pagination={false}
      emptyText="Este ticket no tiene jugadas."
    />
  );
}
