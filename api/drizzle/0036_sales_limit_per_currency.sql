-- An owner's per-game «Límite de venta» per currency (issue 38, ARCHITECTURE §9): `user_game_configs.sales_limit`
-- (whole units, 0: none) was one figure applied to each currency's sales apart, so each currency starts
-- with it, as migration 0035 did for the bets: every sale allowed before is allowed after, and none
-- refused before passes after (docs/domain.md, "Currencies"); an administrator then sets the bolívares'
-- own in the owner's Módulos tab. The sums' limits (`draw_number_scope_sales.max_amount`) stay as they are.
ALTER TABLE "user_game_configs" ADD COLUMN "sales_limit_ves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_game_configs" ADD COLUMN "sales_limit_usd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "user_game_configs" SET "sales_limit_ves" = "sales_limit", "sales_limit_usd" = "sales_limit";--> statement-breakpoint
-- The triggers that set the sums' limits again when an owner's limit changes watch the two figures.
DROP TRIGGER "draw_number_scope_config_insert" ON "user_game_configs";--> statement-breakpoint
DROP TRIGGER "draw_number_scope_config_update" ON "user_game_configs";--> statement-breakpoint
DROP TRIGGER "draw_number_scope_config_delete" ON "user_game_configs";--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_config_insert" AFTER INSERT ON "user_game_configs"
  FOR EACH ROW WHEN (NEW.sales_limit_ves <> 0 OR NEW.sales_limit_usd <> 0) EXECUTE FUNCTION "draw_number_scope_config_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_config_update" AFTER UPDATE OF "user_id", "game_type_id", "sales_limit_ves", "sales_limit_usd" ON "user_game_configs"
  FOR EACH ROW
  WHEN ((OLD.user_id, OLD.game_type_id, OLD.sales_limit_ves, OLD.sales_limit_usd)
        IS DISTINCT FROM (NEW.user_id, NEW.game_type_id, NEW.sales_limit_ves, NEW.sales_limit_usd))
  EXECUTE FUNCTION "draw_number_scope_config_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_config_delete" AFTER DELETE ON "user_game_configs"
  FOR EACH ROW WHEN (OLD.sales_limit_ves <> 0 OR OLD.sales_limit_usd <> 0) EXECUTE FUNCTION "draw_number_scope_config_changed"();--> statement-breakpoint
ALTER TABLE "user_game_configs" DROP COLUMN "sales_limit";--> statement-breakpoint
-- An owner's limit in the sale's currency.
CREATE OR REPLACE FUNCTION "sales_limit_of"(p_scope text, p_scope_id integer, p_draw_id integer, p_game_type_id integer, p_selection text, p_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- A tope counts its currency's sales only; so does an owner's game configuration's limit in that currency.
  RETURN coalesce(
    (SELECT l.max_amount FROM sales_limits l
      WHERE l.scope = p_scope AND coalesce(l.scope_id, 0) = p_scope_id AND l.game_type_id = p_game_type_id AND l.currency = p_currency
        AND coalesce(l.draw_id, 0) IN (0, p_draw_id) AND coalesce(l.selection, '') IN ('', p_selection)
      ORDER BY l.selection IS NULL, l.draw_id IS NULL
      LIMIT 1),
    (SELECT nullif(CASE p_currency WHEN 'VES' THEN c.sales_limit_ves ELSE c.sales_limit_usd END, 0)::numeric FROM user_game_configs c
      WHERE p_scope = 'owner' AND c.user_id = p_scope_id AND c.game_type_id = p_game_type_id));
END $$;
