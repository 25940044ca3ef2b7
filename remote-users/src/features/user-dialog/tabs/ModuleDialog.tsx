import type { GameConfig, UserModule } from '@banca/contracts';
import { CURRENCIES, CURRENCY_SYMBOLS } from '@banca/contracts/money';
import {
  DataTable,
  formatCurrency,
  formatPayout,
  GAME_KIND_LABELS,
  Hinted,
  labelOf,
  PRIZE_PLAN,
  QueryContent,
  type StaleNotice,
} from '@banca/kit';
import { Alert, Button, Flex, Modal, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatPercent } from '../../../shared/format';
import { useFeedback } from '../hooks/useFeedback';
import { useModuleGames } from '../hooks/useModuleGames';
import { useSaveGameConfig } from '../hooks/useSaveGameConfig';
import { useToggleModule } from '../hooks/useToggleModule';
import { GameConfigDialog } from './GameConfigDialog';

/** What the dialog of an enabled module without any game type enabled says. */
export const NO_GAME_ENABLED = 'Ningún tipo de juego está habilitado: este módulo no se puede vender hasta que habilites al menos uno.';

/**
 * A module of a user, 80vw × 80vh: enable or disable the module, each game type's
 * toggle with 'Habilitados N de M', and each game's 'Configurar' (prize plan and sales limit).
 */
export function ModuleDialog({
  userId,
  module,
  readOnly,
  stale,
  onClose,
}: {
  userId: number;
  module: UserModule;
  readOnly: boolean;
  /** The Modules tab's notice of a save refused because someone else changed the user. */
  stale: StaleNotice;
  onClose: () => void;
}) {
  const games = useModuleGames(userId, module.id);
  const toggleModule = useToggleModule(userId);
  const saveGame = useSaveGameConfig(userId, module.id);
  const feedback = useFeedback();
  const [configuring, setConfiguring] = useState<GameConfig | null>(null);

  const switchModule = async () => {
    try {
      await toggleModule.mutateAsync(module);
      feedback.success(module.assigned ? `Módulo ${module.name} deshabilitado.` : `Módulo ${module.name} habilitado.`);
    } catch (error) {
      if (!stale.refused(error)) feedback.failure(error);
    }
  };

  const switchGame = async (game: GameConfig, enabled: boolean) => {
    try {
      await saveGame.mutateAsync({ gameTypeId: game.game_type_id, changes: { enabled } });
      feedback.success(enabled ? `${game.name} habilitado.` : `${game.name} deshabilitado.`);
    } catch (error) {
      if (!stale.refused(error)) feedback.failure(error);
    }
  };

  const columns: TableColumnsType<GameConfig> = [
    {
      key: 'name',
      title: 'Tipo de juego',
      render: (_, game) => (
        <div>
          <Typography.Text strong>{game.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {labelOf(GAME_KIND_LABELS, game.kind)}
          </Typography.Text>
        </div>
      ),
    },
    // A disabled type's figures count for nothing yet: shown faded. A plan's value left empty shows its default.
    {
      key: 'payout',
      title: <Hinted hint={`${PRIZE_PLAN.payout.hint} Vacío: ${PRIZE_PLAN.payout.byDefault}.`}>{PRIZE_PLAN.payout.label}</Hinted>,
      align: 'right',
      render: (_, game) => <PlanValue enabled={game.enabled} own={game.payout} fallback={game.default_payout} format={formatPayout} />,
    },
    {
      key: 'commission',
      title: (
        <Hinted hint={`${PRIZE_PLAN.commission.hint} Vacío: ${PRIZE_PLAN.commission.byDefault}.`}>{PRIZE_PLAN.commission.label}</Hinted>
      ),
      align: 'right',
      render: (_, game) => (
        <PlanValue
          enabled={game.enabled}
          own={game.commission_percentage}
          fallback={game.default_commission_percentage}
          format={formatPercent}
        />
      ),
    },
    {
      key: 'limit',
      title: 'Límite de venta',
      align: 'right',
      // One line a currency: «Bs 20.000,00», «$500,00»; 0: «Sin límite (Bs)».
      render: (_, game) =>
        CURRENCIES.map((currency) => (
          <Typography.Text key={currency} type={game.enabled ? undefined : 'secondary'} style={{ display: 'block' }}>
            {game.sales_limit[currency] === 0
              ? `Sin límite (${CURRENCY_SYMBOLS[currency].trim()})`
              : formatCurrency(game.sales_limit[currency], currency)}
          </Typography.Text>
        )),
    },
    {
      key: 'enabled',
      title: 'Habilitado',
      align: 'center',
      render: (_, game) => (
        <Switch
          checked={game.enabled}
          disabled={readOnly}
          loading={saveGame.isPending && saveGame.variables?.gameTypeId === game.game_type_id}
          aria-label={`Habilitar ${game.name}`}
          onChange={(checked) => void switchGame(game, checked)}
        />
      ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'action',
            title: 'Acción',
            align: 'right' as const,
            render: (_: unknown, game: GameConfig) => (
              <Button size="small" onClick={() => setConfiguring(game)}>
                Configurar
              </Button>
            ),
          },
        ]),
  ];

  return (
    <Modal
      open
      title={`Módulo ${module.name}`}
      width="80vw"
      centered
      footer={null}
      onCancel={onClose}
      styles={{
        container: { height: '80vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, overflow: 'auto' },
      }}
    >
      <QueryContent query={games} rows={6}>
        {(data) => (
          <Flex vertical gap={16}>
            {stale.notice}
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Flex align="center" gap={12} wrap>
                <Tag color={module.assigned ? 'green' : undefined}>{module.assigned ? 'Módulo habilitado' : 'Módulo no habilitado'}</Tag>
                <Typography.Text strong data-testid="games-counter">
                  Habilitados {data.enabled} de {data.total}
                </Typography.Text>
              </Flex>
              {!readOnly && (
                <Button
                  danger={module.assigned}
                  type={module.assigned ? 'default' : 'primary'}
                  loading={toggleModule.isPending}
                  onClick={() => void switchModule()}
                >
                  {module.assigned ? 'Deshabilitar módulo' : 'Habilitar módulo'}
                </Button>
              )}
            </Flex>
            {module.assigned && data.total > 0 && data.enabled === 0 && <Alert type="warning" showIcon title={NO_GAME_ENABLED} />}
            <DataTable<GameConfig>
              columns={columns}
              dataSource={data.games}
              rowKey="game_type_id"
              pagination={false}
              emptyText="Este módulo no tiene juegos."
            />
          </Flex>
        )}
      </QueryContent>
      <GameConfigDialog userId={userId} moduleId={module.id} game={configuring} stale={stale} onClose={() => setConfiguring(null)} />
    </Modal>
  );
}

/** A prize plan's value: the user's own, or the default it falls back to, said so. */
function PlanValue({
  enabled,
  own,
  fallback,
  format,
}: {
  enabled: boolean;
  own: number | null;
  fallback: number;
  format: (value: number) => string;
}) {
  if (own !== null) return <Typography.Text type={enabled ? undefined : 'secondary'}>{format(own)}</Typography.Text>;
  return (
    <Typography.Text type="secondary">
      {format(fallback)} ({PRIZE_PLAN.byDefault})
    </Typography.Text>
  );
}
