/** Games: the game modules; one opens in a dialog, kept in the URL (?game=). */
import { ListCard } from '../../components/ListCard';
import { useGames } from '../../hooks/useGames';
import { toPositiveInt, useUrlState } from '../../hooks/useUrlState';
import { GameDetailModal } from './components/GameDetailModal';
import { GamesTable } from './components/GamesTable';

export default function GamesPage() {
  const [url, setUrl] = useUrlState({ game: '' });
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
        onOpen={(id) => setUrl({ game: id })}
      />
      <GameDetailModal id={toPositiveInt(url.game, null)} onClose={() => setUrl({ game: null })} />
    </ListCard>
  );
}
