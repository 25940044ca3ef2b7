import type { BoothPlanGame, PrizePlan } from '@banca/contracts';
import {
  BOOTH_PRIZE_PLAN,
  boothsKeys,
  DataTable,
  FormDialog,
  formatPayout,
  formatPercent,
  PrizePlanFields,
  QueryContent,
  useStaleNotice,
} from '@banca/kit';
import { App, Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useBoothPlanGames, useSaveBoothPrizePlan } from '../hooks/useBoothPrizePlan';

export const BOOTH_PLAN_TEXT = {
  title: 'Plan de premios',
  intro:
    'El pago y la comisión de cada tipo de juego en esta taquilla. Lo que no se configura aquí se hereda del propietario (su plan, o el pago del tipo de juego y su «Porcentaje de venta»). Cada jugada vendida conserva el pago y la comisión con que se vendió.',
  empty: 'La taquilla no vende ningún tipo de juego: su propietario no tiene juegos habilitados.',
  saved: 'Plan de premios de la taquilla guardado correctamente.',
} as const;

type PlanForm = { payout?: number | null; commission_percentage?: number | null };

/** A value of the booth's own, or the inherited one marked «heredado». */
function PlanValue({ own, inherited, format }: { own: number | null; inherited: number; format: (value: number) => string }) {
  if (own !== null) return <>{format(own)}</>;
  return (
    <Flex gap={6} justify="end" align="center">
      {format(inherited)}
      <Tag>{BOOTH_PRIZE_PLAN.byDefault}</Tag>
    </Flex>
  );
}

/**
 * A booth's «Plan de premios»: the game types it sells with the payout and commission it sells each
 * with — its own, or inherited from its owner (marked) — and, for an administrator, «Editar» to set
 * or clear the booth's own values of one game type, the inherited ones shown beside each field.
 */
export function BoothPrizePlan({ boothId, canEdit }: { boothId: number; canEdit: boolean }) {
  const games = useBoothPlanGames(boothId);
  const save = useSaveBoothPrizePlan(boothId);
  const stale = useStaleNotice(boothsKeys.detail(boothId));
  const { message } = App.useApp();
  const [editing, setEditing] = useState<BoothPlanGame | null>(null);

  const columns: TableColumnsType<BoothPlanGame> = [
    { key: 'game', title: 'Tipo de juego', render: (_, game) => `${game.module_name} · ${game.name}` },
    {
      key: 'payout',
      title: BOOTH_PRIZE_PLAN.payout.label,
      align: 'right',
      render: (_, game) => <PlanValue own={game.payout} inherited={game.inherited_payout} format={formatPayout} />,
    },
    {
      key: 'commission',
      title: BOOTH_PRIZE_PLAN.commission.label,
      align: 'right',
      render: (_, game) => (
        <PlanValue own={game.commission_percentage} inherited={game.inherited_commission_percentage} format={formatPercent} />
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'action',
      title: 'Acción',
      align: 'right',
      render: (_, game) => (
        <Button size="small" onClick={() => setEditing(game)} aria-label={`Editar el plan de ${game.module_name} · ${game.name}`}>
          Editar
        </Button>
      ),
    });
  }

  const submit = async (values: PlanForm) => {
    if (!editing || !games.data) return;
    // The whole plan: the booth's other own entries as they are, this one as typed (empty: inherited).
    const plan: PrizePlan = games.data.data
      .map((game) =>
        game.game_type_id === editing.game_type_id
          ? { game_type_id: game.game_type_id, payout: values.payout ?? null, commission_percentage: values.commission_percentage ?? null }
          : { game_type_id: game.game_type_id, payout: game.payout, commission_percentage: game.commission_percentage },
      )
      .filter((entry) => entry.payout !== null || entry.commission_percentage !== null);
    try {
      await save.mutateAsync(plan);
    } catch (error) {
      stale.refused(error);
      throw error;
    }
    void message.success(BOOTH_PLAN_TEXT.saved);
    setEditing(null);
  };

  return (
    <Flex vertical gap={12} id="booth-prize-plan">
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {BOOTH_PLAN_TEXT.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {BOOTH_PLAN_TEXT.intro}
      </Typography.Paragraph>
      {stale.notice}
      <QueryContent query={games} rows={2}>
        {(answer) => (
          <DataTable<BoothPlanGame>
            columns={columns}
            dataSource={answer.data}
            rowKey="game_type_id"
            pagination={false}
            emptyText={BOOTH_PLAN_TEXT.empty}
          />
        )}
      </QueryContent>
      <FormDialog<PlanForm>
        open={editing !== null}
        title={editing ? `Plan de premios: ${editing.module_name} · ${editing.name}` : ''}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSubmit={submit}
        submitText="Guardar"
        initialValues={editing ? { payout: editing.payout, commission_percentage: editing.commission_percentage } : undefined}
      >
        <PrizePlanFields
          inherited={editing && { payout: editing.inherited_payout, commission_percentage: editing.inherited_commission_percentage }}
          texts={BOOTH_PRIZE_PLAN}
        />
      </FormDialog>
    </Flex>
  );
}
