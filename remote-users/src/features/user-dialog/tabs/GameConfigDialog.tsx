import type { GameConfig } from '@banca/contracts';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { FormDialog, PrizePlanFields, SpanishNumberInput, type SpanishNumberValue, type StaleNotice } from '@banca/kit';
import { Alert, Col, Form, Row } from 'antd';
import { salesLimitRules } from '../../../shared/validation';
import { useFeedback } from '../hooks/useFeedback';
import { useSaveGameConfig } from '../hooks/useSaveGameConfig';

type GameForm = Pick<GameConfig, 'payout' | 'commission_percentage'> & { sales_limit: Record<Currency, SpanishNumberValue> };

/** What the sales limit's fields say under them. */
export const SALES_LIMIT_HINT = '0: sin límite.';

/** What the form of a disabled game type says: it can be saved, but counts for nothing yet. */
export const DISABLED_GAME = 'Este tipo de juego está deshabilitado: su configuración no tendrá efecto hasta que lo habilites.';

/**
 * A game's configuration for the user: its sales limit in each currency (a whole amount, 0 for none)
 * and its prize plan — the
 * payout its booths sell with and its commission, each empty for the default shown beside (the
 * game type's payout, the user's «Porcentaje de venta»); saved by the API on the shown version.
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
    // An emptied field goes back to the default: sent as null, never left out.
    const changes = {
      // Both currencies' limits, as the form's rules left them: whole amounts.
      sales_limit: { VES: values.sales_limit.VES as number, USD: values.sales_limit.USD as number },
      payout: values.payout ?? null,
      commission_percentage: values.commission_percentage ?? null,
    };
    await save.mutateAsync({ gameTypeId: game.game_type_id, changes });
    feedback.success(`Configuración de ${game.name} guardada correctamente.`);
    onClose();
  };

  return (
    <FormDialog<GameForm>
      open={game !== null}
      title={game ? `Configurar ${game.name}` : undefined}
      initialValues={
        game ? { sales_limit: game.sales_limit, payout: game.payout, commission_percentage: game.commission_percentage } : undefined
      }
      onClose={onClose}
      onSubmit={submit}
      // Refused as stale: the dialog keeps the values typed, to save again after 'Recargar'.
      refused={stale.refused}
    >
      {stale.notice}
      {game && !game.enabled && <Alert type="info" showIcon title={DISABLED_GAME} style={{ marginBottom: 16 }} />}
      <PrizePlanFields inherited={game && { payout: game.default_payout, commission_percentage: game.default_commission_percentage }} />
      <Row gutter={16}>
        {CURRENCIES.map((currency) => (
          <Col xs={24} sm={12} key={currency}>
            <Form.Item
              name={['sales_limit', currency]}
              label={`Límite de venta (${CURRENCY_SYMBOLS[currency].trim()})`}
              rules={salesLimitRules}
              extra={SALES_LIMIT_HINT}
            >
              <SpanishNumberInput decimals={0} prefix={CURRENCY_SYMBOLS[currency].trim()} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}
