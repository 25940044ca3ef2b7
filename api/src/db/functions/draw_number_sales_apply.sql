CREATE OR REPLACE FUNCTION "draw_number_sales_apply"(deltas draw_number_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO draw_number_sales AS s (draw_id, game_type_id, selection, currency, ticket_booth_id, seller_id, amount, tickets, lines, payout)
    SELECT d.draw_id, d.game_type_id, d.selection, d.currency, d.ticket_booth_id, d.seller_id, sum(d.amount), sum(d.tickets), sum(d.lines), sum(d.payout)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (draw_id, game_type_id, selection, currency, ticket_booth_id, seller_id) DO UPDATE
    SET amount = s.amount + excluded.amount, tickets = s.tickets + excluded.tickets,
        lines = s.lines + excluded.lines, payout = s.payout + excluded.payout;
  INSERT INTO draw_number_totals AS n (draw_id, game_type_id, selection, currency, amount, tickets, lines, payout)
    SELECT d.draw_id, d.game_type_id, d.selection, d.currency, sum(d.amount), sum(d.tickets), sum(d.lines), sum(d.payout)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (draw_id, game_type_id, selection, currency) DO UPDATE
    SET amount = n.amount + excluded.amount, tickets = n.tickets + excluded.tickets,
        lines = n.lines + excluded.lines, payout = n.payout + excluded.payout;
  INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, currency, scope, scope_id, amount, max_amount)
    SELECT m.draw_id, m.game_type_id, m.selection, m.currency, m.scope, m.scope_id, m.amount,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.currency, x.scope, x.scope_id) = (m.draw_id, m.game_type_id, m.selection, m.currency, m.scope, m.scope_id))
           THEN sales_limit_of(m.scope, m.scope_id, m.draw_id, m.game_type_id, m.selection, m.currency) END
    FROM (
      SELECT d.draw_id, d.game_type_id, d.selection, d.currency, k.scope, k.scope_id, sum(d.amount) AS amount
      FROM unnest(deltas) d
      JOIN ticket_booths b ON b.id = d.ticket_booth_id
      CROSS JOIN LATERAL (VALUES ('global', 0), ('owner', b.owner_id), ('booth', d.ticket_booth_id), ('seller', d.seller_id)) k(scope, scope_id)
      WHERE k.scope_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6
    ) m
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (draw_id, game_type_id, selection, currency, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount;
  DELETE FROM draw_number_sales s
    USING (SELECT DISTINCT d.draw_id, d.game_type_id, d.selection, d.currency, d.ticket_booth_id, d.seller_id FROM unnest(deltas) d) k
    WHERE (s.draw_id, s.game_type_id, s.selection, s.currency, s.ticket_booth_id, s.seller_id)
        = (k.draw_id, k.game_type_id, k.selection, k.currency, k.ticket_booth_id, k.seller_id)
      AND s.lines = 0;
  DELETE FROM draw_number_totals n
    USING (SELECT DISTINCT d.draw_id, d.game_type_id, d.selection, d.currency FROM unnest(deltas) d) k
    WHERE (n.draw_id, n.game_type_id, n.selection, n.currency) = (k.draw_id, k.game_type_id, k.selection, k.currency)
      AND n.lines = 0;
END $$;
