/** Games: the game modules; one opens in a dialog, kept in the URL (?game=) so Back closes it. */
import { ListCard, useDialogParam } from '@banca/kit';
import { GameDetailModal } from './components/GameDetailModal';
import { GamesTable } from './components/GamesTable';
import { useGames } from './hooks/useGames';

export default function GamesPage() {
  const dialog = useDialogParam('game');
  const query = useGames();
  const games = query.data ?? [];
  return (
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
    </ListCard>
  );
}
