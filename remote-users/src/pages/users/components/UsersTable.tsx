import type { UserRow } from '@banca/contracts';
import { COUNTRY_LABELS, DataTable, DOCUMENT_TYPE_LABELS, formatCurrency, labelOf, type ListTableProps } from '@banca/kit';
import { Avatar, Flex, Typography, type TableColumnsType } from 'antd';
import { UserRoleTag } from './UserRoleTag';

const fullName = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim();
const initials = (user: UserRow) => `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

/** Every column under an honest header: name with document, e-mail, role, balance, country. */
const columns: TableColumnsType<UserRow> = [
  {
    key: 'user',
    title: 'Usuario',
    render: (_, user) => (
      <Flex align="center" gap={12}>
        <Avatar src={user.avatar || undefined} alt="" style={{ flex: 'none' }}>
          {initials(user)}
        </Avatar>
        <div>
          <Typography.Text strong>{fullName(user)}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {labelOf(DOCUMENT_TYPE_LABELS, user.document_type)} {user.document_number}
          </Typography.Text>
        </div>
      </Flex>
    ),
  },
  { key: 'email', title: 'Correo', dataIndex: 'email' },
  { key: 'level', title: 'Rol', render: (_, user) => <UserRoleTag role={user.role} level={user.user_level} /> },
  { key: 'balance', title: 'Saldo', align: 'right', render: (_, user) => formatCurrency(user.account_balance) },
  { key: 'country', title: 'País', render: (_, user) => labelOf(COUNTRY_LABELS, user.country) },
];

export function UsersTable({ table, onOpen }: { table: ListTableProps<UserRow>; onOpen: (user: UserRow) => void }) {
  return (
    <DataTable<UserRow>
      {...table}
      columns={columns}
      rowKey={(user) => user.id}
      emptyText="No hay usuarios disponibles."
      onRowClick={onOpen}
    />
  );
}
