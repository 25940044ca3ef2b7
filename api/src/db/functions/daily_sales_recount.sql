CREATE OR REPLACE FUNCTION "daily_sales_recount"(touched integer[], added integer[], removed daily_sales_line_state[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(touched), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM daily_sales_apply(ARRAY(
    WITH lines_now AS (
      SELECT l.id, l.ticket_id, l.game_type_id, l.amount, l.commission, l.is_winner, l.potential_payout AS payout
      FROM ticket_lines l WHERE l.ticket_id = ANY (touched)
    ),
    states AS (
      SELECT 1 AS sign, * FROM lines_now
      UNION ALL
      SELECT -1, * FROM lines_now n WHERE NOT (n.id = ANY (coalesce(added, '{}')))
      UNION ALL
      SELECT -1, r.* FROM unnest(removed) r
    )
    SELECT ROW(s.sign, t.ticket_booth_id, t.seller_id, t.created_at, t.cancelled_at, t.paid_at, s.game_type_id,
               s.amount, s.commission, s.is_winner, s.payout,
               s.id = min(s.id) OVER (PARTITION BY s.sign, s.ticket_id), t.currency)::daily_sales_line
    FROM states s JOIN tickets t ON t.id = s.ticket_id));
END $$;
