CREATE OR REPLACE FUNCTION "draw_number_scope_booth_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72616265);
  INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, currency, scope, scope_id, amount, max_amount)
    SELECT b.draw_id, b.game_type_id, b.selection, b.currency, 'owner', k.owner_id, k.sign * b.amount,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.currency, x.scope, x.scope_id) = (b.draw_id, b.game_type_id, b.selection, b.currency, 'owner', k.owner_id))
           THEN sales_limit_of('owner', k.owner_id, b.draw_id, b.game_type_id, b.selection, b.currency) END
    FROM (
      SELECT draw_id, game_type_id, selection, currency, sum(amount) AS amount FROM draw_number_sales
      WHERE ticket_booth_id = NEW.id GROUP BY 1, 2, 3, 4
    ) b
    CROSS JOIN (VALUES (-1, OLD.owner_id), (1, NEW.owner_id)) k(sign, owner_id)
    WHERE k.owner_id IS NOT NULL
    ORDER BY 1, 2, 3, 4, 6
    ON CONFLICT (draw_id, game_type_id, selection, currency, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount;
  RETURN NULL;
END $$;
