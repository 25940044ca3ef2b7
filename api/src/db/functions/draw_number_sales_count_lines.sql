CREATE OR REPLACE FUNCTION "draw_number_sales_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes ticket_line_change[];
BEGIN
  -- A sale (sell_ticket) has added its lines' sums itself, in the same statement's transaction.
  IF current_setting('banca.sale_sums', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(
      SELECT ROW(1, l.id, l.ticket_id, l.game_type_id, l.selection, l.amount, l.potential_payout)::ticket_line_change FROM new_lines l);
  ELSIF TG_OP = 'DELETE' THEN
    changes := ARRAY(
      SELECT ROW(-1, l.id, l.ticket_id, l.game_type_id, l.selection, l.amount, l.potential_payout)::ticket_line_change FROM old_lines l);
  ELSE
    changes := ARRAY(
      SELECT c FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (ROW(-1, o.id, o.ticket_id, o.game_type_id, o.selection, o.amount, o.potential_payout)::ticket_line_change),
        (ROW(1, n.id, n.ticket_id, n.game_type_id, n.selection, n.amount, n.potential_payout)::ticket_line_change)) v(c)
      WHERE (o.ticket_id, o.game_type_id, o.selection, o.amount, o.potential_payout)
            IS DISTINCT FROM (n.ticket_id, n.game_type_id, n.selection, n.amount, n.potential_payout));
  END IF;
  IF cardinality(changes) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM draw_number_sales_apply(ARRAY(
    WITH changed AS (SELECT * FROM unnest(changes)),
    lines_now AS (
      SELECT l.id, l.ticket_id, l.game_type_id, l.selection FROM ticket_lines l
      WHERE l.ticket_id IN (SELECT ticket_id FROM changed)
    ),
    lines_before AS (
      SELECT n.ticket_id, n.game_type_id, n.selection FROM lines_now n
      WHERE NOT EXISTS (SELECT 1 FROM changed c WHERE c.sign = 1 AND c.id = n.id)
      UNION ALL
      SELECT c.ticket_id, c.game_type_id, c.selection FROM changed c WHERE c.sign = -1
    ),
    ticket_moves AS (
      SELECT p.ticket_id, p.game_type_id, p.selection, sum(p.move) AS tickets
      FROM (
        (SELECT DISTINCT ticket_id, game_type_id, selection, 1 AS move FROM lines_now)
        UNION ALL
        (SELECT DISTINCT ticket_id, game_type_id, selection, -1 AS move FROM lines_before)
      ) p
      GROUP BY 1, 2, 3
      HAVING sum(p.move) <> 0
    ),
    moves AS (
      SELECT c.ticket_id, c.game_type_id, c.selection, c.sign * c.amount AS amount, 0 AS tickets, c.sign AS lines, c.sign * c.payout AS payout
      FROM changed c
      UNION ALL
      SELECT m.ticket_id, m.game_type_id, m.selection, 0, m.tickets, 0, 0 FROM ticket_moves m
    )
    SELECT ROW(t.draw_id, m.game_type_id, m.selection, t.ticket_booth_id, t.seller_id,
               sum(m.amount), sum(m.tickets)::integer, sum(m.lines)::integer, sum(m.payout), t.currency)::draw_number_delta
    FROM moves m JOIN tickets t ON t.id = m.ticket_id
    WHERE t.cancelled_at IS NULL
    GROUP BY t.draw_id, m.game_type_id, m.selection, t.ticket_booth_id, t.seller_id, t.currency));
  RETURN NULL;
END $$;
