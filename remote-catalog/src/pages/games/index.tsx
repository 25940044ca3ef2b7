/**
 * Games: the game modules; one opens in a dialog, kept in the URL (?game=) so Back closes it.
 * Administrators create a lottery with "Nuevo juego" (?game=new), and it opens once created.
 */
import { PlusOutlined } from '@ant-design/icons';
import { can } from '@banca/contracts/access';
import { ListCard, PageTitleBar, useAccess, useDialogParam } from '@banca/kit';
import { Button } from 'antd';
import { GameDetailModal } from './components/GameDetailModal';
import { GamesTable } from './components/GamesTable';
import { NewGameModal } from './components/NewGameModal';
import { useGames } from './hooks/useGames';

export default function GamesPage() {
  const dialog = useDialogParam('game');
  const query = useGames();
  const { role } = useAccess();
  const writes = can(role, 'games:write');
  const games = query.data ?? [];
  return (
    <>
      <PageTitleBar
        title="Juegos"
        extra={
          writes && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('new')}>
              Nuevo juego
            </Button>
          )
        }
      />
      <ListCard summary={query.data && `${games.length} ${games.length === 1 ? 'juego' : 'juegos'}`}>
        <GamesTable
          dataSource={games}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          emptyText="No hay juegos disponibles."
          onOpen={(id) => dialog.open(id)}
        />
        <GameDetailModal id={typeof dialog.target === 'number' ? dialog.target : null} onClose={() => dialog.close()} />
        {writes && (
          <NewGameModal open={dialog.target === 'new'} onClose={() => dialog.close()} onCreated={(game) => dialog.open(game.id)} />
        )}
      </ListCard>
    </>
  );
}
