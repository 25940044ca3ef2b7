CREATE OR REPLACE FUNCTION "sell_ticket_attempt"(
  p_seller integer, p_booth integer, p_draw integer, p_request_id text, p_request_hash text, p_code text, p_now timestamptz,
  p_types integer[], p_selections text[], p_amounts numeric[], p_actor_username text, p_address text, p_notices boolean
) RETURNS jsonb LANGUAGE plpgsql
-- Each statement planned once per connection: with the lines' arrays among its parameters the plan
-- cache otherwise chose a custom plan, planning every statement anew at every sale.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_day date := business_day(p_now);
  -- The currency the sale names (api/src/domain/sales/sales.ts sets it; empty when it names none).
  v_asked text := nullif(current_setting('banca.sale_currency', true), '');
  v_currency text;
  v_day_status text;
  v_existing record;
  v_draw record;
  v_booth record;
  v_payouts numeric[];
  v_percentages numeric[];
  v_below jsonb;
  v_above jsonb;
  v_not_enabled jsonb;
  v_refused jsonb;
  v_near jsonb;
  v_ticket record;
  v_lines jsonb;
BEGIN
  -- The sale's currency: the one named, which the booth must sell in, or the booth's only one.
  SELECT b.name, b.owner_id, b.cancel_window_minutes, b.currencies, s.label AS seller_label INTO v_booth
  FROM ticket_booths b JOIN sellers s ON s.id = p_seller WHERE b.id = p_booth;
  v_currency := coalesce(v_asked, CASE WHEN cardinality(v_booth.currencies) = 1 THEN v_booth.currencies[1] END);
  IF v_currency IS NULL OR v_currency <> ALL (coalesce(v_booth.currencies, '{}')) THEN
    RETURN jsonb_build_object('error', 'CURRENCY', 'asked', v_asked);
  END IF;
  -- The ticket's `currency` default reads it.
  IF v_asked IS NULL THEN
    PERFORM set_config('banca.sale_currency', v_currency, true);
  END IF;
  -- The limits' lock before the day's row: a suspension takes it alone and then locks the days of its
  -- booths, so a sale holding its day while it waits for the lock would deadlock with it.
  PERFORM pg_advisory_xact_lock_shared(72616265);
  SELECT d.status INTO v_day_status FROM booth_days d WHERE d.ticket_booth_id = p_booth AND d.day = v_day FOR SHARE;
  IF NOT FOUND THEN
    PERFORM booth_days_open(ARRAY[p_booth], ARRAY[v_day]);
    SELECT d.status INTO v_day_status FROM booth_days d WHERE d.ticket_booth_id = p_booth AND d.day = v_day FOR SHARE;
  END IF;
  IF v_day_status <> 'open' THEN
    RETURN jsonb_build_object('error', 'DAY_CLOSED', 'day', v_day);
  END IF;
  SELECT t.id, t.request_hash INTO v_existing FROM tickets t WHERE t.seller_id = p_seller AND t.request_id = p_request_id;
  IF FOUND THEN
    RETURN jsonb_build_object('replay', v_existing.id, 'hash', v_existing.request_hash);
  END IF;
  SELECT d.name, d.status, d.draw_at, d.module_id, m.cutoff_minutes INTO v_draw
  FROM draws d JOIN modules m ON m.id = d.module_id WHERE d.id = p_draw;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('error', 'DRAW_NOT_FOUND');
  END IF;
  -- Each line's game type, in one statement: its minimum and maximum bet in the sale's currency, whether
  -- it is of the draw's module and the booth's owner may sell it (module assigned, type enabled), and the
  -- line's payout and commission percentage (the booth's plan for its game type, else its owner's, else
  -- the defaults). The refusals are then answered in their order: minimum, maximum, not enabled.
  SELECT jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'min_bet', b.min_bet) ORDER BY l.position)
           FILTER (WHERE l.amount < b.min_bet),
         jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'max_bet', b.max_bet) ORDER BY l.position)
           FILTER (WHERE l.amount > b.max_bet),
         jsonb_agg(l.position - 1 ORDER BY l.position) FILTER (WHERE NOT e.enabled),
         array_agg(p.payout ORDER BY l.position), array_agg(p.commission_percentage ORDER BY l.position)
  INTO v_below, v_above, v_not_enabled, v_payouts, v_percentages
  FROM unnest(p_types, p_amounts) WITH ORDINALITY AS l(game_type_id, amount, position)
  LEFT JOIN game_types g ON g.id = l.game_type_id
  CROSS JOIN LATERAL (SELECT CASE v_currency WHEN 'VES' THEN g.min_bet_ves ELSE g.min_bet_usd END AS min_bet,
                             CASE v_currency WHEN 'VES' THEN g.max_bet_ves ELSE g.max_bet_usd END AS max_bet) b
  CROSS JOIN LATERAL (SELECT EXISTS (
    SELECT 1 FROM user_modules um
    JOIN user_game_configs c ON c.user_id = v_booth.owner_id AND c.game_type_id = g.id AND c.enabled
    WHERE um.user_id = v_booth.owner_id AND um.module_id = g.module_id AND um.assigned
      AND g.module_id = v_draw.module_id AND g.status = 'active') AS enabled) e
  LEFT JOIN LATERAL prize_plan_of(p_booth, v_booth.owner_id, l.game_type_id) p ON true;
  IF v_below IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MIN_BET', 'lines', v_below, 'currency', v_currency);
  END IF;
  IF v_above IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MAX_BET', 'lines', v_above, 'currency', v_currency);
  END IF;
  IF v_not_enabled IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'GAME_NOT_ENABLED', 'lines', v_not_enabled);
  END IF;
  IF v_draw.status <> 'open' OR p_now >= v_draw.draw_at - make_interval(mins => v_draw.cutoff_minutes) THEN
    RETURN jsonb_build_object('error', 'DRAW_CLOSED');
  END IF;

  -- Every scope's sum of every number: added to where its limit holds (a new row gets its limit).
  WITH need AS (
    SELECT p_draw AS draw_id, l.game_type_id, l.selection, v_currency AS currency, k.scope, k.scope_id, sum(l.amount) AS need
    FROM unnest(p_types, p_selections, p_amounts) AS l(game_type_id, selection, amount)
    CROSS JOIN LATERAL (VALUES ('global', 0), ('owner', v_booth.owner_id), ('booth', p_booth), ('seller', p_seller)) k(scope, scope_id)
    WHERE k.scope_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
  ), added AS (
    INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, currency, scope, scope_id, amount, max_amount)
    SELECT n.draw_id, n.game_type_id, n.selection, n.currency, n.scope, n.scope_id, n.need,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.currency, x.scope, x.scope_id) = (n.draw_id, n.game_type_id, n.selection, n.currency, n.scope, n.scope_id))
           THEN sales_limit_of(n.scope, n.scope_id, n.draw_id, n.game_type_id, n.selection, n.currency) END
    FROM need n
    ORDER BY n.draw_id, n.game_type_id, n.selection, n.currency, n.scope, n.scope_id
    ON CONFLICT (draw_id, game_type_id, selection, currency, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount
      WHERE s.max_amount IS NULL OR s.amount + excluded.amount <= s.max_amount
    RETURNING s.draw_id, s.game_type_id, s.selection, s.currency, s.scope, s.scope_id, s.amount, s.max_amount
  )
  -- Refused: a row left as it was (its limit did not hold), or a new one whose limit the sale passes.
  -- Near: a limit this sale reaches 80 % of, from below.
  SELECT jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope,
                                      'sold', CASE WHEN a.draw_id IS NOT NULL THEN a.amount - n.need END))
           FILTER (WHERE a.draw_id IS NULL OR (a.max_amount IS NOT NULL AND a.amount > a.max_amount)),
         jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope, 'scope_id', n.scope_id))
           FILTER (WHERE a.max_amount > 0 AND (a.amount - n.need) * 5 < a.max_amount * 4 AND a.amount * 5 >= a.max_amount * 4)
  INTO v_refused, v_near
  FROM need n LEFT JOIN added a USING (draw_id, game_type_id, selection, currency, scope, scope_id);
  IF v_refused IS NOT NULL THEN
    -- What each refused scope had sold before this sale (its rows stay locked by this one).
    RETURN jsonb_build_object('error', 'LIMIT', 'currency', v_currency, 'refused', (
      SELECT jsonb_agg(jsonb_build_object(
               'game_type_id', r.game_type_id, 'selection', r.selection, 'scope', r.scope, 'limit', x.max_amount,
               'sold', coalesce(r.sold, x.amount)))
      FROM jsonb_to_recordset(v_refused) AS r(game_type_id integer, selection text, scope text, sold numeric)
      JOIN draw_number_scope_sales x
        ON (x.draw_id, x.game_type_id, x.selection, x.currency, x.scope) = (p_draw, r.game_type_id, r.selection, v_currency, r.scope)
       AND x.scope_id = CASE r.scope WHEN 'global' THEN 0 WHEN 'owner' THEN v_booth.owner_id WHEN 'booth' THEN p_booth ELSE p_seller END));
  END IF;
  IF v_near IS NOT NULL AND NOT p_notices THEN
    RETURN jsonb_build_object('error', 'NEAR_LIMIT');
  END IF;

  -- The owner's credit in the sale's currency: what it owes plus the sale's amount less its commission.
  v_refused := owner_credit_refusal(v_booth.owner_id, v_currency,
    (SELECT sum(l.amount - round(l.amount * l.percentage / 100, 2)) FROM unnest(p_amounts, v_percentages) AS l(amount, percentage)));
  IF v_refused IS NOT NULL THEN
    RETURN v_refused;
  END IF;
  INSERT INTO tickets (code, ticket_booth_id, seller_id, draw_id, amount, created_at, request_id, request_hash)
  VALUES (p_code, p_booth, p_seller, p_draw, (SELECT sum(a) FROM unnest(p_amounts) a), p_now, p_request_id, p_request_hash)
  RETURNING id, code, created_at, amount INTO v_ticket;

  -- The lines, and the sums per number, booth and seller account and per number (one ticket per number).
  PERFORM set_config('banca.sale_sums', 'on', true);
  WITH sold AS (
    INSERT INTO ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, payout, sale_percentage, commission)
    SELECT v_ticket.id, l.game_type_id, l.selection, l.amount, round(l.amount * l.payout, 2), l.payout, l.percentage, round(l.amount * l.percentage / 100, 2)
    FROM unnest(p_types, p_selections, p_amounts, v_payouts, v_percentages) WITH ORDINALITY AS l(game_type_id, selection, amount, payout, percentage, position)
    ORDER BY l.position
    RETURNING id, game_type_id, selection, amount, potential_payout, payout
  ), per_number AS (
    SELECT game_type_id, selection, sum(amount) AS amount, count(*)::integer AS lines, sum(potential_payout) AS payout FROM sold GROUP BY 1, 2
  ), by_booth AS (
    INSERT INTO draw_number_sales AS s (draw_id, game_type_id, selection, currency, ticket_booth_id, seller_id, amount, tickets, lines, payout)
    SELECT p_draw, n.game_type_id, n.selection, v_currency, p_booth, p_seller, n.amount, 1, n.lines, n.payout FROM per_number n
    ORDER BY n.game_type_id, n.selection
    ON CONFLICT (draw_id, game_type_id, selection, currency, ticket_booth_id, seller_id) DO UPDATE
    SET amount = s.amount + excluded.amount, tickets = s.tickets + 1, lines = s.lines + excluded.lines, payout = s.payout + excluded.payout
  ), totals AS (
    INSERT INTO draw_number_totals AS t (draw_id, game_type_id, selection, currency, amount, tickets, lines, payout)
    SELECT p_draw, n.game_type_id, n.selection, v_currency, n.amount, 1, n.lines, n.payout FROM per_number n
    ORDER BY n.game_type_id, n.selection
    ON CONFLICT (draw_id, game_type_id, selection, currency) DO UPDATE
    SET amount = t.amount + excluded.amount, tickets = t.tickets + 1, lines = t.lines + excluded.lines, payout = t.payout + excluded.payout
  )
  SELECT jsonb_agg(jsonb_build_object('game_type_id', x.game_type_id, 'game_type_name', g.name, 'selection', x.selection,
                                      'amount', x.amount, 'potential_payout', x.potential_payout, 'payout', x.payout) ORDER BY x.id)
  INTO v_lines
  FROM sold x JOIN game_types g ON g.id = x.game_type_id;
  PERFORM set_config('banca.sale_sums', 'off', true);

  -- The day's sums per game type (the ticket counts once, on its first line's) and per seller account.
  INSERT INTO daily_sales AS s (day, ticket_booth_id, seller_id, currency, game_type_id, tickets, sales, commission, cancelled_tickets,
                                cancelled, cancelled_commission, winning_tickets, prizes, paid_tickets, prizes_paid)
  SELECT v_day, p_booth, p_seller, v_currency, l.game_type_id, count(*) FILTER (WHERE l.position = 1), sum(l.amount),
         sum(round(l.amount * l.percentage / 100, 2)), 0, 0, 0, 0, 0, 0, 0
  FROM unnest(p_types, p_amounts, v_percentages) WITH ORDINALITY AS l(game_type_id, amount, percentage, position)
  GROUP BY l.game_type_id
  ORDER BY l.game_type_id
  ON CONFLICT (day, ticket_booth_id, seller_id, currency, game_type_id) DO UPDATE
  SET tickets = s.tickets + excluded.tickets, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission;
  INSERT INTO daily_seller_sales AS s (day, ticket_booth_id, seller_id, currency, tickets, sales, commission, cancelled_tickets,
                                       cancelled, cancelled_commission, winning_tickets, prizes, paid_tickets, prizes_paid)
  SELECT v_day, p_booth, p_seller, v_currency, 1, sum(l.amount), sum(round(l.amount * l.percentage / 100, 2)), 0, 0, 0, 0, 0, 0, 0
  FROM unnest(p_amounts, v_percentages) AS l(amount, percentage)
  ON CONFLICT (day, ticket_booth_id, seller_id, currency) DO UPDATE
  SET tickets = s.tickets + 1, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission;

  INSERT INTO audit_log (actor_id, actor_seller_id, actor_username, address, action, record_type, record_id, before, after)
  VALUES (NULL, p_seller, p_actor_username, p_address, 'sale', 'ticket', v_ticket.id, NULL,
          jsonb_build_object('code', v_ticket.code, 'draw_id', p_draw, 'ticket_booth_id', p_booth, 'seller_id', p_seller,
                             'amount', v_ticket.amount, 'lines', cardinality(p_types), 'request_id', p_request_id));

  RETURN jsonb_build_object(
    'id', v_ticket.id, 'code', v_ticket.code, 'created_at', v_ticket.created_at, 'total', v_ticket.amount,
    'draw_name', v_draw.name, 'draw_at', v_draw.draw_at, 'cutoff_minutes', v_draw.cutoff_minutes,
    'booth_name', v_booth.name, 'cancel_window_minutes', v_booth.cancel_window_minutes, 'seller_label', v_booth.seller_label,
    'lines', v_lines, 'near', v_near, 'owner_id', v_booth.owner_id, 'currency', v_currency);
END $$;
