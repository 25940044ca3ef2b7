import { DataTable, type DataTableProps, DateTimeText, DRAW_STATUS_TAGS, formatCurrency, StatusTag, useBackState } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { routes } from '../../../routes';
import type { DrawRow } from '../drawRows';

/** The draws of every type in one table, the type in its own column. */
export function DrawsTable(props: Omit<DataTableProps<DrawRow>, 'columns' | 'rowKey'>) {
  const back = useBackState();
  const columns: TableColumnsType<DrawRow> = [
    { title: 'Nombre', dataIndex: 'name' },
    { title: 'Tipo', dataIndex: 'game_type_name' },
    { title: 'Fecha', dataIndex: 'draw_at', render: (value: string) => <DateTimeText value={value} /> },
    { title: 'Estado', dataIndex: 'status', render: (status: DrawRow['status']) => <StatusTag value={status} styles={DRAW_STATUS_TAGS} /> },
    { title: 'Premio mayor', dataIndex: 'prize', align: 'right', render: (prize: number) => formatCurrency(prize) },
    {
      title: 'Acciones',
      key: 'actions',
      align: 'center',
      render: (_, draw) => (
        <Link to={linkTo(routes['catalog.draw'], { id: draw.id })} state={back} aria-label={`Ver ${draw.name}`}>
          Ver
        </Link>
      ),
    },
  ];
  return <DataTable<DrawRow> rowKey="id" columns={columns} {...props} />;
}
