import { DataTable, type DataTableProps, DateTimeText, formatCount } from '@banca/kit';
import type { GameModule } from '@banca/contracts';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';

const SHOWN = 3;

/** What does not fit: 'y 11 más'. */
function More({ total }: { total: number }) {
  return total > SHOWN ? <Typography.Text type="secondary">y {formatCount(total - SHOWN)} más</Typography.Text> : null;
}

/** The game modules: description, enabled users (count and the first three) and current draws. */
export function GamesTable({
  onOpen,
  ...props
}: Omit<DataTableProps<GameModule>, 'columns' | 'rowKey' | 'onRowClick'> & { onOpen: (id: number) => void }) {
  const columns: TableColumnsType<GameModule> = [
    {
      title: 'Juego',
      dataIndex: 'name',
      render: (name: string, game) => (
        <Flex vertical>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', alignSelf: 'flex-start', fontWeight: 600 }}
            // The row opens the game too: one opening per click or key, not two.
            onClick={(event) => {
              event.stopPropagation();
              onOpen(game.id);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            {name}
          </Button>
          <Typography.Text type="secondary" style={{ maxWidth: 360, whiteSpace: 'normal' }}>
            {game.description}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Usuarios habilitados',
      key: 'users',
      render: (_, game) => (
        <Flex vertical>
          <Typography.Text strong>
            {formatCount(game.enabled_users_total)} {game.enabled_users_total === 1 ? 'usuario' : 'usuarios'}
          </Typography.Text>
          {game.enabledUsers.slice(0, SHOWN).map((user) => (
            <Typography.Text key={user.id} title={user.email}>
              {user.name}
            </Typography.Text>
          ))}
          <More total={game.enabled_users_total} />
        </Flex>
      ),
    },
    {
      title: 'Sorteos actuales',
      key: 'draws',
      render: (_, game) =>
        game.draws.length === 0 ? (
          <Typography.Text type="secondary">Sin sorteos activos</Typography.Text>
        ) : (
          <Flex vertical>
            {game.draws.slice(0, SHOWN).map((draw) => (
              <span key={draw.id}>
                {draw.name} · <DateTimeText value={draw.date} />
              </span>
            ))}
            <More total={game.draws.length} />
          </Flex>
        ),
    },
  ];
  return <DataTable<GameModule> rowKey="id" columns={columns} pagination={false} onRowClick={(game) => onOpen(game.id)} {...props} />;
}
