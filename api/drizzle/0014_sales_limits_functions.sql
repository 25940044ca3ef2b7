-- Sales limits (topes) kept by the database. `draw_number_scope_sales` holds what each scope of a
-- limit — every booth ('global', scope_id 0), the booth's owner, the booth, the seller account —
-- has sold of a number in a draw, and the limit that applies to that scope (`max_amount`, null:
-- none). The triggers of 0011 move these sums in the selling transaction beside the exposure's;
-- cancelled tickets count nowhere. A sale locks the rows of its numbers in key order and sells only
-- if every one stays within its limit (api/src/domain/sales.ts).
--
-- Changing what a limit is (a sales limit, an owner's game configuration, a booth's owner) takes the
-- advisory lock 72616265 alone; sales and cancellations take it shared. So a limit never changes
-- while a sale checks against it, and the `max_amount` a sale stores on a new row is never stale.

-- The owners' limits per booth of 0011 give way to the scopes' limits.
DROP TRIGGER "draw_number_totals_config_insert" ON "user_game_configs";--> statement-breakpoint
DROP TRIGGER "draw_number_totals_config_update" ON "user_game_configs";--> statement-breakpoint
DROP TRIGGER "draw_number_totals_config_delete" ON "user_game_configs";--> statement-breakpoint
DROP TRIGGER "draw_number_totals_booth_owner" ON "ticket_booths";--> statement-breakpoint
DROP FUNCTION "draw_number_totals_config_changed"();--> statement-breakpoint
DROP FUNCTION "draw_number_totals_refresh_owner"(integer, integer);--> statement-breakpoint
DROP FUNCTION "draw_number_totals_booth_owner_changed"();--> statement-breakpoint
DROP FUNCTION "draw_number_totals_refresh_limits"(integer[], integer[], text[]);--> statement-breakpoint
-- The limit of one scope's sales of a number in a draw: that scope's most specific sales limit (a
-- number before every number, a draw before every draw), else for an owner its game configuration's
-- sales_limit (0: none); null when none applies.
CREATE FUNCTION "sales_limit_of"(p_scope text, p_scope_id integer, p_draw_id integer, p_game_type_id integer, p_selection text)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT l.max_amount FROM sales_limits l
      WHERE l.scope = p_scope AND coalesce(l.scope_id, 0) = p_scope_id AND l.game_type_id = p_game_type_id
        AND coalesce(l.draw_id, 0) IN (0, p_draw_id) AND coalesce(l.selection, '') IN ('', p_selection)
      ORDER BY l.selection IS NULL, l.draw_id IS NULL
      LIMIT 1),
    (SELECT nullif(c.sales_limit, 0)::numeric FROM user_game_configs c
      WHERE p_scope = 'owner' AND c.user_id = p_scope_id AND c.game_type_id = p_game_type_id));
$$;--> statement-breakpoint
-- Sets again the limit of a holder's sums of one game type (of one draw, one number, or all), in the
-- draws not settled yet (a settled draw keeps the limits it closed with).
CREATE FUNCTION "draw_number_scope_refresh"(p_scope text, p_scope_id integer, p_game_type_id integer, p_draw_id integer, p_selection text)
RETURNS void LANGUAGE sql AS $$
  UPDATE draw_number_scope_sales s
  SET max_amount = sales_limit_of(s.scope, s.scope_id, s.draw_id, s.game_type_id, s.selection)
  FROM draws d
  WHERE d.id = s.draw_id AND d.status <> 'settled'
    AND s.scope = p_scope AND s.scope_id = p_scope_id AND s.game_type_id = p_game_type_id
    AND (p_draw_id IS NULL OR s.draw_id = p_draw_id) AND (p_selection IS NULL OR s.selection = p_selection)
    AND s.max_amount IS DISTINCT FROM sales_limit_of(s.scope, s.scope_id, s.draw_id, s.game_type_id, s.selection);
$$;--> statement-breakpoint
-- 0011's sums, plus the scopes' sums (rows in key order; a new row gets its scope's limit).
CREATE OR REPLACE FUNCTION "draw_number_sales_apply"(deltas draw_number_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO draw_number_sales AS s (draw_id, game_type_id, selection, ticket_booth_id, seller_id, amount, tickets, lines, payout)
    SELECT d.draw_id, d.game_type_id, d.selection, d.ticket_booth_id, d.seller_id, sum(d.amount), sum(d.tickets), sum(d.lines), sum(d.payout)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (draw_id, game_type_id, selection, ticket_booth_id, seller_id) DO UPDATE
    SET amount = s.amount + excluded.amount, tickets = s.tickets + excluded.tickets,
        lines = s.lines + excluded.lines, payout = s.payout + excluded.payout;
  INSERT INTO draw_number_totals AS n (draw_id, game_type_id, selection, amount, tickets, lines, payout)
    SELECT d.draw_id, d.game_type_id, d.selection, sum(d.amount), sum(d.tickets), sum(d.lines), sum(d.payout)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (draw_id, game_type_id, selection) DO UPDATE
    SET amount = n.amount + excluded.amount, tickets = n.tickets + excluded.tickets,
        lines = n.lines + excluded.lines, payout = n.payout + excluded.payout;
  INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, scope, scope_id, amount, max_amount)
    SELECT m.draw_id, m.game_type_id, m.selection, m.scope, m.scope_id, m.amount,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.scope, x.scope_id) = (m.draw_id, m.game_type_id, m.selection, m.scope, m.scope_id))
           THEN sales_limit_of(m.scope, m.scope_id, m.draw_id, m.game_type_id, m.selection) END
    FROM (
      SELECT d.draw_id, d.game_type_id, d.selection, k.scope, k.scope_id, sum(d.amount) AS amount
      FROM unnest(deltas) d
      JOIN ticket_booths b ON b.id = d.ticket_booth_id
      CROSS JOIN LATERAL (VALUES ('global', 0), ('owner', b.owner_id), ('booth', d.ticket_booth_id), ('seller', d.seller_id)) k(scope, scope_id)
      WHERE k.scope_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) m
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (draw_id, game_type_id, selection, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount;
  DELETE FROM draw_number_sales WHERE lines = 0;
  DELETE FROM draw_number_totals WHERE lines = 0;
END $$;--> statement-breakpoint
-- 0011's count of inserted, deleted and edited lines, leaving out the lines of cancelled tickets.
CREATE OR REPLACE FUNCTION "draw_number_sales_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes ticket_line_change[];
BEGIN
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
-- A ticket moved to another draw, booth or seller account takes its lines' sums along; a cancelled
-- one takes them out (and back, were it ever restored).
CREATE OR REPLACE FUNCTION "draw_number_sales_move_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM draw_number_sales_apply(ARRAY(
    SELECT ROW(k.draw_id, l.game_type_id, l.selection, k.ticket_booth_id, k.seller_id,
               k.sign * sum(l.amount), k.sign, k.sign * count(*)::integer, k.sign * sum(l.potential_payout))::draw_number_delta
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id, OLD.cancelled_at IS NULL),
                       (1, NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id, NEW.cancelled_at IS NULL))
      AS k(sign, draw_id, ticket_booth_id, seller_id, counts)
    WHERE l.ticket_id = NEW.id AND k.counts
    GROUP BY k.sign, k.draw_id, k.ticket_booth_id, k.seller_id, l.game_type_id, l.selection));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "draw_number_sales_ticket_moved" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "draw_number_sales_ticket_moved" AFTER UPDATE OF "draw_id", "ticket_booth_id", "seller_id", "cancelled_at" ON "tickets"
  FOR EACH ROW
  WHEN ((OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id, OLD.cancelled_at IS NULL)
        IS DISTINCT FROM (NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id, NEW.cancelled_at IS NULL))
  EXECUTE FUNCTION "draw_number_sales_move_ticket"();--> statement-breakpoint
-- An owner's game configuration is its default limit: a change sets its sums' limits again.
CREATE FUNCTION "draw_number_scope_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72616265);
  IF TG_OP <> 'INSERT' THEN
    PERFORM draw_number_scope_refresh('owner', OLD.user_id, OLD.game_type_id, NULL, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM draw_number_scope_refresh('owner', NEW.user_id, NEW.game_type_id, NULL, NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_config_insert" AFTER INSERT ON "user_game_configs"
  FOR EACH ROW WHEN (NEW.sales_limit <> 0) EXECUTE FUNCTION "draw_number_scope_config_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_config_update" AFTER UPDATE OF "user_id", "game_type_id", "sales_limit" ON "user_game_configs"
  FOR EACH ROW
  WHEN ((OLD.user_id, OLD.game_type_id, OLD.sales_limit) IS DISTINCT FROM (NEW.user_id, NEW.game_type_id, NEW.sales_limit))
  EXECUTE FUNCTION "draw_number_scope_config_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_config_delete" AFTER DELETE ON "user_game_configs"
  FOR EACH ROW WHEN (OLD.sales_limit <> 0) EXECUTE FUNCTION "draw_number_scope_config_changed"();--> statement-breakpoint
-- A booth given to another owner: its sales leave the old owner's sums and join the new owner's.
CREATE FUNCTION "draw_number_scope_booth_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72616265);
  INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, scope, scope_id, amount, max_amount)
    SELECT b.draw_id, b.game_type_id, b.selection, 'owner', k.owner_id, k.sign * b.amount,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.scope, x.scope_id) = (b.draw_id, b.game_type_id, b.selection, 'owner', k.owner_id))
           THEN sales_limit_of('owner', k.owner_id, b.draw_id, b.game_type_id, b.selection) END
    FROM (
      SELECT draw_id, game_type_id, selection, sum(amount) AS amount FROM draw_number_sales
      WHERE ticket_booth_id = NEW.id GROUP BY 1, 2, 3
    ) b
    CROSS JOIN (VALUES (-1, OLD.owner_id), (1, NEW.owner_id)) k(sign, owner_id)
    WHERE k.owner_id IS NOT NULL
    ORDER BY 1, 2, 3, 5
    ON CONFLICT (draw_id, game_type_id, selection, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "draw_number_scope_booth_owner" AFTER UPDATE OF "owner_id" ON "ticket_booths"
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION "draw_number_scope_booth_owner_changed"();--> statement-breakpoint
-- The sales already made, per scope, with their limits.
INSERT INTO "draw_number_scope_sales" ("draw_id", "game_type_id", "selection", "scope", "scope_id", "amount")
  SELECT s.draw_id, s.game_type_id, s.selection, k.scope, k.scope_id, sum(s.amount)
  FROM draw_number_sales s
  JOIN ticket_booths b ON b.id = s.ticket_booth_id
  CROSS JOIN LATERAL (VALUES ('global', 0), ('owner', b.owner_id), ('booth', s.ticket_booth_id), ('seller', s.seller_id)) k(scope, scope_id)
  WHERE k.scope_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
UPDATE "draw_number_scope_sales" SET "max_amount" = sales_limit_of(scope, scope_id, draw_id, game_type_id, selection);--> statement-breakpoint
-- Commissions of the tickets sold before they were recorded at the sale: the booth owner's sale
-- percentage as it is now (the best there is for them); every later sale records its own.
UPDATE "ticket_lines" l SET "sale_percentage" = p.percentage, "commission" = round(l.amount * p.percentage / 100, 2)
  FROM (
    SELECT t.id AS ticket_id, us.setting_value AS percentage
    FROM tickets t
    JOIN ticket_booths b ON b.id = t.ticket_booth_id
    JOIN user_settings us ON us.user_id = b.owner_id AND us.setting_key = 'sale_percentage'
  ) p
  WHERE l.ticket_id = p.ticket_id AND p.percentage <> 0;
