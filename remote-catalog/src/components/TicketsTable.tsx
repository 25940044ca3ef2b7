import { formatCurrency, type TicketRow } from '@banca/shared-auth';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { RESULT, resultOf } from '../constants/labels';
import { ticketLink } from '../constants/routes';
import { useFromState, type FromState } from '../hooks/useBackLink';
import { DataTable, type DataTableProps } from './DataTable';
import { DateTimeText } from './DateTimeText';
import { StatusTag } from './StatusTag';

function ticketColumns(from: FromState): TableColumnsType<TicketRow> {
  return [
    {
      title: 'Código',
      dataIndex: 'code',
      render: (code: string, ticket) => (
        <Link to={ticketLink(ticket.id)} state={from} onClick={(event) => event.stopPropagation()}>
          {code}
        </Link>
      ),
    },
    { title: 'Taquilla', dataIndex: 'booth_name' },
    { title: 'Monto', dataIndex: 'amount', align: 'right', render: (amount: number) => formatCurrency(amount) },
    {
      title: 'Resultado',
      dataIndex: 'is_winner',
      render: (isWinner: boolean) => <StatusTag value={resultOf(isWinner)} styles={RESULT} />,
    },
    { title: 'Fecha', dataIndex: 'created_at', render: (value: string) => <DateTimeText value={value} /> },
  ];
}

/** A list of tickets (the tickets page, a report group's latest tickets): a row opens the ticket. */
export function TicketsTable(props: Omit<DataTableProps<TicketRow>, 'columns' | 'rowKey' | 'onRow'>) {
  const from = useFromState();
  const navigate = useNavigate();
  return (
    <DataTable<TicketRow>
      rowKey="id"
      columns={ticketColumns(from)}
      onRow={(ticket) => ({ onClick: () => navigate(ticketLink(ticket.id), { state: from }), style: { cursor: 'pointer' } })}
      {...props}
    />
  );
}
