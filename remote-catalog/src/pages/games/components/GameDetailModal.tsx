import type { GameDetail } from '@banca/contracts';
import { can } from '@banca/contracts/access';
import { GAME_STATUS_LABELS } from '@banca/contracts/enums';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { DataTable, formatCurrency, GAME_KIND_LABELS, labelOf, QueryError, useAccess } from '@banca/kit';
import { Button, Divider, Modal, Skeleton, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DaysOff } from './DaysOff';
import { GameSettingsForm } from './GameSettingsForm';
import { GameTypeDialog } from './GameTypeDialog';
import { formatPayout } from '../../../shared/format';
import { useGame } from '../hooks/useGame';

type GameType = GameDetail['types'][number];

/** A bound in each currency, one a line: «Bs 50,00», «$1,00»; null: «Sin máximo». */
function BetsText({ bets }: { bets: Record<Currency, number | null> }) {
  return (
    <>
      {CURRENCIES.map((currency) => (
        <div key={currency}>
          {bets[currency] === null ? `Sin máximo (${CURRENCY_SYMBOLS[currency].trim()})` : formatCurrency(bets[currency], currency)}
        </div>
      ))}
    </>
  );
}

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
  {
    title: 'Apuesta mínima',
    dataIndex: 'min_bet',
    align: 'right',
    render: (bets: GameType['min_bet']) => <BetsText bets={bets} />,
  },
  {
    title: 'Apuesta máxima',
    dataIndex: 'max_bet',
    align: 'right',
    render: (bets: GameType['max_bet']) => <BetsText bets={bets} />,
  },
  { title: 'Estado', dataIndex: 'status', render: (status: string) => labelOf(GAME_STATUS_LABELS, status) },
];

/** A game module: name, description, its game types (single bet or parlay) and its sales settings (administrators edit them). */
export function GameDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useGame(id);
  const game = query.data?.data;
  const { role } = useAccess();
  const canEdit = can(role, 'games:write');
  const [editing, setEditing] = useState<GameType | null>(null);
  const typeColumns: TableColumnsType<GameType> = canEdit
    ? [
        ...columns,
        {
          title: 'Acciones',
          key: 'edit',
          render: (_, type) => (
            <Button size="small" aria-label={`Editar ${type.name}`} onClick={() => setEditing(type)}>
              Editar
            </Button>
          ),
        },
      ]
    : columns;
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} width={960} title={game?.name ?? 'Juego'} destroyOnHidden>
      {query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !game ? (
        <Skeleton active data-testid="game-loading" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{game.description}</Typography.Paragraph>
          <DataTable<GameType>
            rowKey="id"
            columns={typeColumns}
            dataSource={game.types}
            pagination={false}
            emptyText="Este juego no tiene tipos de juego."
          />
          <Divider titlePlacement="start" plain>
            Ajustes, ventas y horario
          </Divider>
          <GameSettingsForm key={query.data?.etag ?? ''} loaded={query.data!} canEdit={canEdit} />
          <Divider titlePlacement="start" plain>
            Días feriados
          </Divider>
          <DaysOff gameId={game.id} canEdit={canEdit} />
          {canEdit && <GameTypeDialog gameId={game.id} type={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </Modal>
  );
}
