import type { GameConfig } from '@banca/contracts';
import { PROFIT_PERCENTAGE, SpanishNumberInput, type StaleNotice } from '@banca/kit';
import { Alert, Form } from 'antd';
import { FormDialog } from '../components/FormDialog';
import { percentageRules, salesLimitRules } from '../../../shared/validation';
import { useFeedback } from '../hooks/useFeedback';
import { useSaveGameConfig } from '../hooks/useSaveGameConfig';

type GameForm = Pick<GameConfig, 'profit_percentage' | 'sales_limit'>;

/** What the form of a disabled game type says: it can be saved, but counts for nothing yet. */
export const DISABLED_GAME = 'Este tipo de juego está deshabilitado: su configuración no tendrá efecto hasta que lo habilites.';

/**
 * A game's configuration for the user: profit percentage 0–100 in
 * steps of 0.01 and sales limit, an integer ≥ 0; saved by the API.
 */
export function GameConfigDialog({
  userId,
  moduleId,
  game,
  stale,
  onClose,
}: {
  userId: number;
  moduleId: number;
  game: GameConfig | null;
  /** The notice of a save refused because someone else changed the user. */
  stale: StaleNotice;
  onClose: () => void;
}) {
  const save = useSaveGameConfig(userId, moduleId);
  const feedback = useFeedback();

  const submit = async (values: GameForm) => {
    if (!game) return;
    await save.mutateAsync({ gameTypeId: game.game_type_id, changes: values });
    feedback.success(`Configuración de ${game.name} guardada correctamente.`);
    onClose();
  };

  return (
    <FormDialog<GameForm>
      open={game !== null}
      title={game ? `Configurar ${game.name}` : undefined}
      initialValues={game ? { profit_percentage: game.profit_percentage, sales_limit: game.sales_limit } : undefined}
      onCancel={onClose}
      onSave={submit}
      // Refused as stale: the dialog keeps the values typed, to save again after 'Recargar'.
      refused={stale.refused}
    >
      {stale.notice}
      {game && !game.enabled && <Alert type="info" showIcon title={DISABLED_GAME} style={{ marginBottom: 16 }} />}
      <Form.Item name="profit_percentage" label={PROFIT_PERCENTAGE.label} extra={PROFIT_PERCENTAGE.hint} rules={percentageRules}>
        <SpanishNumberInput decimals={2} suffix="%" />
      </Form.Item>
      <Form.Item name="sales_limit" label="Límite de venta" rules={salesLimitRules}>
        <SpanishNumberInput decimals={0} />
      </Form.Item>
    </FormDialog>
  );
}
