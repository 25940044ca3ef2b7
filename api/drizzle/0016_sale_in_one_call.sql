-- The sale in one call of the database (api/src/domain/sales.ts): its checks, its limits and its
-- writes are one function, whose statements keep their plans, instead of a round trip each. It
-- keeps the sums of its lines itself (the same sums the triggers of 0011/0014 keep for every other
-- write), so the lines' trigger steps aside for it (`banca.sale_sums`).
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
               sum(m.amount), sum(m.tickets)::integer, sum(m.lines)::integer, sum(m.payout))::draw_number_delta
    FROM moves m JOIN tickets t ON t.id = m.ticket_id
    WHERE t.cancelled_at IS NULL
    GROUP BY t.draw_id, m.game_type_id, m.selection, t.ticket_booth_id, t.seller_id));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sells a ticket at a booth's terminal, all or nothing, in the caller's transaction. The caller has
-- checked each line's game type exists, its selection and its amount's form, and gives the
-- ticket's code and the request's id and hash. Answers jsonb:
--   { "replay": id, "hash": text }      a ticket of this seller account already has this request id;
--   { "error": "DRAW_NOT_FOUND" | "DRAW_CLOSED" }, { "error": "GAME_NOT_ENABLED", "lines": [index…] };
--   { "error": "MIN_BET", "lines": [{ index, name, min_bet }…] }: lines below their game type's minimum;
--   { "error": "LIMIT", "refused": [{ game_type_id, selection, scope, limit, sold }…] }: the caller rolls
--     back (the scopes' sums it added go with it);
--   the ticket: { id, code, created_at, total, draw_name, draw_at, cutoff_minutes, booth_name,
--     cancel_window_minutes, seller_label, lines: [{ game_type_id, game_type_name, selection, amount,
--     potential_payout }] }.
-- Limits: each scope's sum of each number is added to only where its limit holds, by one INSERT … ON
-- CONFLICT DO UPDATE … WHERE in key order; the row stays locked until the transaction ends, so no
-- other sale reads it before this one commits or rolls back (see api/README.md).
CREATE FUNCTION "sell_ticket"(
  p_seller integer, p_booth integer, p_draw integer, p_request_id text, p_request_hash text, p_code text, p_now timestamptz,
  p_types integer[], p_selections text[], p_amounts numeric[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existing record;
  v_draw record;
  v_booth record;
  v_percentage numeric;
  v_below jsonb;
  v_not_enabled jsonb;
  v_refused jsonb;
  v_ticket record;
  v_lines jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(72616265);
  SELECT t.id, t.request_hash INTO v_existing FROM tickets t WHERE t.seller_id = p_seller AND t.request_id = p_request_id;
  IF FOUND THEN
    RETURN jsonb_build_object('replay', v_existing.id, 'hash', v_existing.request_hash);
  END IF;
  SELECT d.name, d.status, d.draw_at, d.module_id, m.cutoff_minutes INTO v_draw
  FROM draws d JOIN modules m ON m.id = d.module_id WHERE d.id = p_draw;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('error', 'DRAW_NOT_FOUND');
  END IF;
  -- Each line's amount against its game type's minimum bet.
  SELECT jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'min_bet', g.min_bet) ORDER BY l.position) INTO v_below
  FROM unnest(p_types, p_amounts) WITH ORDINALITY AS l(game_type_id, amount, position)
  JOIN game_types g ON g.id = l.game_type_id
  WHERE l.amount < g.min_bet;
  IF v_below IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MIN_BET', 'lines', v_below);
  END IF;
  SELECT b.name, b.owner_id, b.cancel_window_minutes, s.label AS seller_label INTO v_booth
  FROM ticket_booths b JOIN sellers s ON s.id = p_seller WHERE b.id = p_booth;
  -- A game type of the draw's module that the booth's owner may sell (module assigned, type enabled).
  SELECT jsonb_agg(l.position - 1 ORDER BY l.position) INTO v_not_enabled
  FROM unnest(p_types) WITH ORDINALITY AS l(game_type_id, position)
  WHERE NOT EXISTS (
    SELECT 1 FROM game_types g
    JOIN user_modules um ON um.user_id = v_booth.owner_id AND um.module_id = g.module_id AND um.assigned
    JOIN user_game_configs c ON c.user_id = v_booth.owner_id AND c.game_type_id = g.id AND c.enabled
    WHERE g.id = l.game_type_id AND g.module_id = v_draw.module_id);
  IF v_not_enabled IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'GAME_NOT_ENABLED', 'lines', v_not_enabled);
  END IF;
  IF v_draw.status <> 'open' OR p_now >= v_draw.draw_at - make_interval(mins => v_draw.cutoff_minutes) THEN
    RETURN jsonb_build_object('error', 'DRAW_CLOSED');
  END IF;

  -- Every scope's sum of every number: added to where its limit holds (a new row gets its limit).
  WITH need AS (
    SELECT p_draw AS draw_id, l.game_type_id, l.selection, k.scope, k.scope_id, sum(l.amount) AS need
    FROM unnest(p_types, p_selections, p_amounts) AS l(game_type_id, selection, amount)
    CROSS JOIN LATERAL (VALUES ('global', 0), ('owner', v_booth.owner_id), ('booth', p_booth), ('seller', p_seller)) k(scope, scope_id)
    WHERE k.scope_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
  ), added AS (
    INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, scope, scope_id, amount, max_amount)
    SELECT n.draw_id, n.game_type_id, n.selection, n.scope, n.scope_id, n.need,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.scope, x.scope_id) = (n.draw_id, n.game_type_id, n.selection, n.scope, n.scope_id))
           THEN sales_limit_of(n.scope, n.scope_id, n.draw_id, n.game_type_id, n.selection) END
    FROM need n
    ORDER BY n.draw_id, n.game_type_id, n.selection, n.scope, n.scope_id
    ON CONFLICT (draw_id, game_type_id, selection, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount
      WHERE s.max_amount IS NULL OR s.amount + excluded.amount <= s.max_amount
    RETURNING s.draw_id, s.game_type_id, s.selection, s.scope, s.scope_id, s.amount, s.max_amount
  )
  -- Refused: a row left as it was (its limit did not hold), or a new one whose limit the sale passes.
  SELECT jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope,
                                      'sold', CASE WHEN a.draw_id IS NOT NULL THEN a.amount - n.need END))
  INTO v_refused
  FROM need n LEFT JOIN added a USING (draw_id, game_type_id, selection, scope, scope_id)
  WHERE a.draw_id IS NULL OR (a.max_amount IS NOT NULL AND a.amount > a.max_amount);
  IF v_refused IS NOT NULL THEN
    -- What each refused scope had sold before this sale (its rows stay locked by this one).
    RETURN jsonb_build_object('error', 'LIMIT', 'refused', (
      SELECT jsonb_agg(jsonb_build_object(
               'game_type_id', r.game_type_id, 'selection', r.selection, 'scope', r.scope, 'limit', x.max_amount,
               'sold', coalesce(r.sold, x.amount)))
      FROM jsonb_to_recordset(v_refused) AS r(game_type_id integer, selection text, scope text, sold numeric)
      JOIN draw_number_scope_sales x
        ON (x.draw_id, x.game_type_id, x.selection, x.scope) = (p_draw, r.game_type_id, r.selection, r.scope)
       AND x.scope_id = CASE r.scope WHEN 'global' THEN 0 WHEN 'owner' THEN v_booth.owner_id WHEN 'booth' THEN p_booth ELSE p_seller END));
  END IF;

  SELECT coalesce((SELECT us.setting_value FROM user_settings us WHERE us.user_id = v_booth.owner_id AND us.setting_key = 'sale_percentage'), 0)
  INTO v_percentage;
  INSERT INTO tickets (code, ticket_booth_id, seller_id, draw_id, amount, created_at, request_id, request_hash)
  VALUES (p_code, p_booth, p_seller, p_draw, (SELECT sum(a) FROM unnest(p_amounts) a), p_now, p_request_id, p_request_hash)
  RETURNING id, code, created_at, amount INTO v_ticket;

  -- The lines, and the sums per number, booth and seller account and per number (one ticket per number).
  PERFORM set_config('banca.sale_sums', 'on', true);
  WITH sold AS (
    INSERT INTO ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, sale_percentage, commission)
    SELECT v_ticket.id, l.game_type_id, l.selection, l.amount, round(l.amount * g.payout, 2), v_percentage, round(l.amount * v_percentage / 100, 2)
    FROM unnest(p_types, p_selections, p_amounts) WITH ORDINALITY AS l(game_type_id, selection, amount, position)
    JOIN game_types g ON g.id = l.game_type_id
    ORDER BY l.position
    RETURNING id, game_type_id, selection, amount, potential_payout
  ), per_number AS (
    SELECT game_type_id, selection, sum(amount) AS amount, count(*)::integer AS lines, sum(potential_payout) AS payout FROM sold GROUP BY 1, 2
  ), by_booth AS (
    INSERT INTO draw_number_sales AS s (draw_id, game_type_id, selection, ticket_booth_id, seller_id, amount, tickets, lines, payout)
    SELECT p_draw, n.game_type_id, n.selection, p_booth, p_seller, n.amount, 1, n.lines, n.payout FROM per_number n
    ORDER BY n.game_type_id, n.selection
    ON CONFLICT (draw_id, game_type_id, selection, ticket_booth_id, seller_id) DO UPDATE
    SET amount = s.amount + excluded.amount, tickets = s.tickets + 1, lines = s.lines + excluded.lines, payout = s.payout + excluded.payout
  ), totals AS (
    INSERT INTO draw_number_totals AS t (draw_id, game_type_id, selection, amount, tickets, lines, payout)
    SELECT p_draw, n.game_type_id, n.selection, n.amount, 1, n.lines, n.payout FROM per_number n
    ORDER BY n.game_type_id, n.selection
    ON CONFLICT (draw_id, game_type_id, selection) DO UPDATE
    SET amount = t.amount + excluded.amount, tickets = t.tickets + 1, lines = t.lines + excluded.lines, payout = t.payout + excluded.payout
  )
  SELECT jsonb_agg(jsonb_build_object('game_type_id', x.game_type_id, 'game_type_name', g.name, 'selection', x.selection,
                                      'amount', x.amount, 'potential_payout', x.potential_payout) ORDER BY x.id)
  INTO v_lines
  FROM sold x JOIN game_types g ON g.id = x.game_type_id;
  PERFORM set_config('banca.sale_sums', 'off', true);

  RETURN jsonb_build_object(
    'id', v_ticket.id, 'code', v_ticket.code, 'created_at', v_ticket.created_at, 'total', v_ticket.amount,
    'draw_name', v_draw.name, 'draw_at', v_draw.draw_at, 'cutoff_minutes', v_draw.cutoff_minutes,
    'booth_name', v_booth.name, 'cancel_window_minutes', v_booth.cancel_window_minutes, 'seller_label', v_booth.seller_label,
    'lines', v_lines);
END $$;
