import type { GameDetail } from '@banca/contracts';
import { can } from '@banca/contracts/access';
import { DataTable, formatCurrency, GAME_KIND_LABELS, labelOf, QueryError, useAccess } from '@banca/kit';
import { Divider, Modal, Skeleton, Typography, type TableColumnsType } from 'antd';
import { GameSettingsForm } from './GameSettingsForm';
import { formatPayout } from '../../../shared/format';
import { useGame } from '../hooks/useGame';

type GameType = GameDetail['types'][number];

const columns: TableColumnsType<GameType> = [
  {
    title: 'Nombre',
    dataIndex: 'name',
    render: (name: string, type) => (
      <>
        <Typography.Text strong>{name}</Typography.Text>
        {type.description && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {type.description}
          </Typography.Text>
        )}
      </>
    ),
  },
  { title: 'Tipo', dataIndex: 'kind', render: (kind: string) => labelOf(GAME_KIND_LABELS, kind) },
  { title: 'Pago', dataIndex: 'payout', align: 'right', render: formatPayout },
  { title: 'Apuesta mínima', dataIndex: 'min_bet', align: 'right', render: (value: number) => formatCurrency(value) },
];

/** A game module: name, description, its game types (single bet or parlay) and its sales settings (administrators edit them). */
export function GameDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useGame(id);
  const game = query.data?.data;
  const { role } = useAccess();
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} width={760} title={game?.name ?? 'Juego'} destroyOnHidden>
      {query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !game ? (
        <Skeleton active data-testid="game-loading" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{game.description}</Typography.Paragraph>
          <DataTable<GameType>
            rowKey="id"
            columns={columns}
            dataSource={game.types}
            pagination={false}
            emptyText="Este juego no tiene tipos de juego."
          />
          <Divider titlePlacement="start" plain>
            Ventas y premios
          </Divider>
          <GameSettingsForm key={query.data?.etag ?? ''} loaded={query.data!} canEdit={can(role, 'games:write')} />
        </>
      )}
    </Modal>
  );
}
