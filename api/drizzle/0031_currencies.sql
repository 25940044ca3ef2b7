-- Currencies (issue 38 item 1, ARCHITECTURE §9): the banca's enabled currencies and its default
-- (one row: both enabled, dollars the default, as every amount so far was written "$"), a booth's
-- own set (existing booths: dollars) and a ticket's currency (existing tickets: dollars). A sale
-- names its currency in its transaction's `banca.sale_currency` (api/src/domain/sales/sales.ts), which
-- the ticket's default reads, so sell_ticket keeps its arguments.
CREATE TABLE "currency_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" text[] DEFAULT '{VES,USD}'::text[] NOT NULL,
	"default_currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "currency_settings_one_row_check" CHECK ("currency_settings"."id" = 1),
	CONSTRAINT "currency_settings_default_check" CHECK ("currency_settings"."default_currency" = ANY ("currency_settings"."enabled"))
);--> statement-breakpoint
INSERT INTO "currency_settings" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD COLUMN "currencies" text[] DEFAULT '{USD}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "currency" text DEFAULT coalesce(nullif(current_setting('banca.sale_currency', true), ''), 'USD') NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD CONSTRAINT "ticket_booths_currencies_check" CHECK ("ticket_booths"."currencies" <@ '{VES,USD}'::text[] AND cardinality("ticket_booths"."currencies") >= 1);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_currency_check" CHECK ("tickets"."currency" IN ('VES', 'USD'));--> statement-breakpoint
-- Sums, days and payments per currency (issue 38: two currencies are never added together). What
-- existed was in dollars: the daily sums, the closed days' figures and the payments so far are dollars.
ALTER TABLE "daily_sales" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_seller_sales" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" DROP CONSTRAINT "daily_sales_day_ticket_booth_id_seller_id_game_type_id_pk";--> statement-breakpoint
ALTER TABLE "daily_seller_sales" DROP CONSTRAINT "daily_seller_sales_day_ticket_booth_id_seller_id_pk";--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_day_ticket_booth_id_seller_id_currency_game_type_id_pk" PRIMARY KEY("day","ticket_booth_id","seller_id","currency","game_type_id");--> statement-breakpoint
ALTER TABLE "daily_seller_sales" ADD CONSTRAINT "daily_seller_sales_day_ticket_booth_id_seller_id_currency_pk" PRIMARY KEY("day","ticket_booth_id","seller_id","currency");--> statement-breakpoint
ALTER TABLE "owner_payments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- A closed day's figures, one row per currency.
CREATE TABLE "booth_day_figures" (
	"booth_day_id" integer NOT NULL,
	"currency" text NOT NULL,
	"tickets" integer NOT NULL,
	"sales" numeric(14, 2) NOT NULL,
	"cancelled_tickets" integer NOT NULL,
	"cancelled" numeric(14, 2) NOT NULL,
	"paid_tickets" integer NOT NULL,
	"prizes_paid" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"refund_tickets" integer NOT NULL,
	"refunds" numeric(14, 2) NOT NULL,
	"refunds_paid" numeric(14, 2) NOT NULL,
	"declared_cash" numeric(14, 2),
	CONSTRAINT "booth_day_figures_booth_day_id_currency_pk" PRIMARY KEY("booth_day_id","currency")
);--> statement-breakpoint
ALTER TABLE "booth_day_figures" ADD CONSTRAINT "booth_day_figures_booth_day_id_booth_days_id_fk" FOREIGN KEY ("booth_day_id") REFERENCES "public"."booth_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "booth_day_figures" ("booth_day_id", "currency", "tickets", "sales", "cancelled_tickets", "cancelled", "paid_tickets",
  "prizes_paid", "commission", "refund_tickets", "refunds", "refunds_paid", "declared_cash")
SELECT "id", 'USD', "tickets", "sales", "cancelled_tickets", "cancelled", "paid_tickets", "prizes_paid", "commission",
  coalesce("refund_tickets", 0), coalesce("refunds", 0), coalesce("refunds_paid", 0), "declared_cash"
FROM "booth_days" WHERE "status" <> 'open' ORDER BY "id";--> statement-breakpoint
ALTER TABLE "booth_days" DROP CONSTRAINT "booth_days_figures_check";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "tickets";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "sales";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "cancelled_tickets";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "cancelled";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "paid_tickets";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "prizes_paid";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "commission";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "refund_tickets";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "refunds";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "refunds_paid";--> statement-breakpoint
ALTER TABLE "booth_days" DROP COLUMN "declared_cash";--> statement-breakpoint
-- A ticket line's daily move names its ticket's currency.
ALTER TYPE "daily_sales_line" ADD ATTRIBUTE "currency" text;--> statement-breakpoint
DROP FUNCTION "owner_balances";--> statement-breakpoint
DROP FUNCTION "owner_statement";--> statement-breakpoint
DROP FUNCTION "booth_day_sums";--> statement-breakpoint
DROP FUNCTION "booth_day_refunds";--> statement-breakpoint
DROP FUNCTION "booth_day_non_cash";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "daily_sales_apply"(lines daily_sales_line[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moves daily_sales[];
BEGIN
  IF coalesce(cardinality(lines), 0) = 0 THEN
    RETURN;
  END IF;
  moves := ARRAY(
    SELECT ROW(e.day, e.ticket_booth_id, e.seller_id, e.game_type_id, sum(e.tickets), sum(e.sales), sum(e.commission),
               sum(e.cancelled_tickets), sum(e.cancelled), sum(e.cancelled_commission), sum(e.winning_tickets),
               sum(e.prizes), sum(e.paid_tickets), sum(e.prizes_paid), e.currency)::daily_sales
    FROM unnest(lines) l
    CROSS JOIN LATERAL (
      SELECT business_day(l.created_at) AS day, l.ticket_booth_id, l.seller_id, l.currency, l.game_type_id,
             l.sign * l.principal::integer AS tickets, l.sign * l.amount AS sales, l.sign * l.commission AS commission,
             0 AS cancelled_tickets, 0 AS cancelled, 0 AS cancelled_commission,
             CASE WHEN l.cancelled_at IS NULL AND l.is_winner AND l.principal THEN l.sign ELSE 0 END AS winning_tickets,
             CASE WHEN l.cancelled_at IS NULL AND l.is_winner THEN l.sign * l.payout ELSE 0 END AS prizes,
             0 AS paid_tickets, 0 AS prizes_paid
      UNION ALL
      SELECT business_day(l.cancelled_at), l.ticket_booth_id, l.seller_id, l.currency, l.game_type_id, 0, 0, 0,
             l.sign * l.principal::integer, l.sign * l.amount, l.sign * l.commission, 0, 0, 0, 0
      WHERE l.cancelled_at IS NOT NULL
      UNION ALL
      SELECT business_day(l.paid_at), l.ticket_booth_id, l.seller_id, l.currency, l.game_type_id, 0, 0, 0, 0, 0, 0, 0, 0,
             l.sign * l.principal::integer, CASE WHEN l.is_winner THEN l.sign * l.payout ELSE 0 END
      WHERE l.paid_at IS NOT NULL
    ) e
    GROUP BY e.day, e.ticket_booth_id, e.seller_id, e.currency, e.game_type_id
    HAVING sum(e.tickets) <> 0 OR sum(e.sales) <> 0 OR sum(e.commission) <> 0 OR sum(e.cancelled_tickets) <> 0
        OR sum(e.cancelled) <> 0 OR sum(e.cancelled_commission) <> 0 OR sum(e.winning_tickets) <> 0 OR sum(e.prizes) <> 0
        OR sum(e.paid_tickets) <> 0 OR sum(e.prizes_paid) <> 0
    ORDER BY e.day, e.ticket_booth_id, e.seller_id, e.currency, e.game_type_id);
  IF cardinality(moves) = 0 THEN
    RETURN;
  END IF;
  PERFORM booth_days_open(ARRAY(SELECT m.ticket_booth_id FROM unnest(moves) m), ARRAY(SELECT m.day FROM unnest(moves) m));
  INSERT INTO daily_sales AS s
  SELECT * FROM unnest(moves) m ORDER BY m.day, m.ticket_booth_id, m.seller_id, m.currency, m.game_type_id
  ON CONFLICT (day, ticket_booth_id, seller_id, currency, game_type_id) DO UPDATE
  SET tickets = s.tickets + excluded.tickets, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission,
      cancelled_tickets = s.cancelled_tickets + excluded.cancelled_tickets, cancelled = s.cancelled + excluded.cancelled,
      cancelled_commission = s.cancelled_commission + excluded.cancelled_commission,
      winning_tickets = s.winning_tickets + excluded.winning_tickets, prizes = s.prizes + excluded.prizes,
      paid_tickets = s.paid_tickets + excluded.paid_tickets, prizes_paid = s.prizes_paid + excluded.prizes_paid;
  -- The same moves per seller account over every game type, after daily_sales and in key order.
  INSERT INTO daily_seller_sales AS s
  SELECT m.day, m.ticket_booth_id, m.seller_id, sum(m.tickets), sum(m.sales), sum(m.commission), sum(m.cancelled_tickets),
         sum(m.cancelled), sum(m.cancelled_commission), sum(m.winning_tickets), sum(m.prizes), sum(m.paid_tickets), sum(m.prizes_paid),
         m.currency
  FROM unnest(moves) m
  GROUP BY m.day, m.ticket_booth_id, m.seller_id, m.currency
  ORDER BY m.day, m.ticket_booth_id, m.seller_id, m.currency
  ON CONFLICT (day, ticket_booth_id, seller_id, currency) DO UPDATE
  SET tickets = s.tickets + excluded.tickets, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission,
      cancelled_tickets = s.cancelled_tickets + excluded.cancelled_tickets, cancelled = s.cancelled + excluded.cancelled,
      cancelled_commission = s.cancelled_commission + excluded.cancelled_commission,
      winning_tickets = s.winning_tickets + excluded.winning_tickets, prizes = s.prizes + excluded.prizes,
      paid_tickets = s.paid_tickets + excluded.paid_tickets, prizes_paid = s.prizes_paid + excluded.prizes_paid;
  -- Only a line taken out can leave a row at zero (the usual sale adds and skips this).
  IF EXISTS (SELECT 1 FROM unnest(lines) l WHERE l.sign < 0) THEN
    DELETE FROM daily_sales s USING unnest(moves) m
    WHERE (s.day, s.ticket_booth_id, s.seller_id, s.currency, s.game_type_id) = (m.day, m.ticket_booth_id, m.seller_id, m.currency, m.game_type_id)
      AND s.tickets = 0 AND s.sales = 0 AND s.commission = 0 AND s.cancelled_tickets = 0 AND s.cancelled = 0
      AND s.cancelled_commission = 0 AND s.winning_tickets = 0 AND s.prizes = 0 AND s.paid_tickets = 0 AND s.prizes_paid = 0;
    DELETE FROM daily_seller_sales s USING (SELECT DISTINCT m.day, m.ticket_booth_id, m.seller_id, m.currency FROM unnest(moves) m) m
    WHERE (s.day, s.ticket_booth_id, s.seller_id, s.currency) = (m.day, m.ticket_booth_id, m.seller_id, m.currency)
      AND s.tickets = 0 AND s.sales = 0 AND s.commission = 0 AND s.cancelled_tickets = 0 AND s.cancelled = 0
      AND s.cancelled_commission = 0 AND s.winning_tickets = 0 AND s.prizes = 0 AND s.paid_tickets = 0 AND s.prizes_paid = 0;
  END IF;
END $$;--> statement-breakpoint
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
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "daily_sales_ticket_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_apply(ARRAY(
    SELECT ROW(k.sign, k.ticket_booth_id, k.seller_id, k.created_at, k.cancelled_at, k.paid_at, l.game_type_id,
               l.amount, l.commission, l.is_winner, l.potential_payout, l.id = min(l.id) OVER (PARTITION BY k.sign), k.currency)::daily_sales_line
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.ticket_booth_id, OLD.seller_id, OLD.created_at, OLD.cancelled_at, OLD.paid_at, OLD.currency),
                       (1, NEW.ticket_booth_id, NEW.seller_id, NEW.created_at, NEW.cancelled_at, NEW.paid_at, NEW.currency))
      AS k(sign, ticket_booth_id, seller_id, created_at, cancelled_at, paid_at, currency)
    WHERE l.ticket_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sell_ticket_attempt"(
  p_seller integer, p_booth integer, p_draw integer, p_request_id text, p_request_hash text, p_code text, p_now timestamptz,
  p_types integer[], p_selections text[], p_amounts numeric[], p_actor_username text, p_address text, p_notices boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_day date := business_day(p_now);
  -- The sale's currency (api/src/domain/sales/sales.ts sets it; the ticket's default reads it too).
  v_currency text := coalesce(nullif(current_setting('banca.sale_currency', true), ''), 'USD');
  v_day_status text;
  v_existing record;
  v_draw record;
  v_booth record;
  v_payouts numeric[];
  v_percentages numeric[];
  v_below jsonb;
  v_not_enabled jsonb;
  v_refused jsonb;
  v_near jsonb;
  v_ticket record;
  v_lines jsonb;
BEGIN
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
  -- Each line's amount against its game type's minimum bet.
  SELECT jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'min_bet', g.min_bet) ORDER BY l.position) INTO v_below
  FROM unnest(p_types, p_amounts) WITH ORDINALITY AS l(game_type_id, amount, position)
  JOIN game_types g ON g.id = l.game_type_id
  WHERE l.amount < g.min_bet;
  IF v_below IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MIN_BET', 'lines', v_below);
  END IF;
  -- And against its maximum bet, when it has one.
  SELECT jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'max_bet', g.max_bet) ORDER BY l.position) INTO v_below
  FROM unnest(p_types, p_amounts) WITH ORDINALITY AS l(game_type_id, amount, position)
  JOIN game_types g ON g.id = l.game_type_id
  WHERE l.amount > g.max_bet;
  IF v_below IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MAX_BET', 'lines', v_below);
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
    WHERE g.id = l.game_type_id AND g.module_id = v_draw.module_id AND g.status = 'active');
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
  -- Near: a limit this sale reaches 80 % of, from below.
  SELECT jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope,
                                      'sold', CASE WHEN a.draw_id IS NOT NULL THEN a.amount - n.need END))
           FILTER (WHERE a.draw_id IS NULL OR (a.max_amount IS NOT NULL AND a.amount > a.max_amount)),
         jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope, 'scope_id', n.scope_id))
           FILTER (WHERE a.max_amount > 0 AND (a.amount - n.need) * 5 < a.max_amount * 4 AND a.amount * 5 >= a.max_amount * 4)
  INTO v_refused, v_near
  FROM need n LEFT JOIN added a USING (draw_id, game_type_id, selection, scope, scope_id);
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
  IF v_near IS NOT NULL AND NOT p_notices THEN
    RETURN jsonb_build_object('error', 'NEAR_LIMIT');
  END IF;

  -- Each line's payout and commission percentage: the owner's plan for its game type, else the defaults.
  SELECT array_agg(p.payout ORDER BY l.position), array_agg(p.commission_percentage ORDER BY l.position)
  INTO v_payouts, v_percentages
  FROM unnest(p_types) WITH ORDINALITY AS l(game_type_id, position)
  CROSS JOIN LATERAL prize_plan_of(v_booth.owner_id, l.game_type_id) p;
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
    'lines', v_lines, 'near', v_near, 'owner_id', v_booth.owner_id);
END $$;--> statement-breakpoint
CREATE FUNCTION "booth_day_sums"(p_booth integer, p_day date, p_currency text)
RETURNS TABLE (tickets integer, sales numeric, cancelled_tickets integer, cancelled numeric, paid_tickets integer, prizes_paid numeric, commission numeric)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(s.tickets - s.cancelled_tickets), 0)::integer, coalesce(sum(s.sales - s.cancelled), 0),
         coalesce(sum(s.cancelled_tickets), 0)::integer, coalesce(sum(s.cancelled), 0),
         coalesce(sum(s.paid_tickets), 0)::integer, coalesce(sum(s.prizes_paid), 0),
         coalesce(sum(s.commission - s.cancelled_commission), 0)
  FROM daily_seller_sales s WHERE s.day = p_day AND s.ticket_booth_id = p_booth AND s.currency = p_currency;
$$;--> statement-breakpoint
CREATE FUNCTION "booth_day_refunds"(p_booth integer, p_day date, p_currency text)
RETURNS TABLE (refund_tickets integer, refunds numeric, refunds_paid numeric)
LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*) FROM tickets t WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency
       AND t.refunded_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refunded_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas'))::integer,
    (SELECT coalesce(sum(t.amount), 0) FROM tickets t WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency
       AND t.refunded_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refunded_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')),
    (SELECT coalesce(sum(t.amount), 0) FROM tickets t WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency
       AND t.refund_paid_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refund_paid_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas'));
$$;--> statement-breakpoint
CREATE FUNCTION "booth_day_non_cash"(p_booth integer, p_day date, p_currency text)
RETURNS TABLE (pago_movil numeric, transferencia numeric, punto numeric)
LANGUAGE sql STABLE AS $$
  WITH moves AS (
    SELECT t.payment_method AS method, t.amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency AND t.payment_method <> 'efectivo'
      AND t.created_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.created_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
    UNION ALL
    SELECT t.payment_method, -t.amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency AND t.payment_method <> 'efectivo' AND t.cancelled_at IS NOT NULL AND t.refunded_at IS NULL
      AND t.cancelled_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.cancelled_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
    UNION ALL
    SELECT t.paid_method, -t.paid_amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency AND t.paid_method <> 'efectivo'
      AND t.paid_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.paid_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
  )
  SELECT coalesce(sum(amount) FILTER (WHERE method = 'pago_movil'), 0), coalesce(sum(amount) FILTER (WHERE method = 'transferencia'), 0),
         coalesce(sum(amount) FILTER (WHERE method = 'punto'), 0)
  FROM moves;
$$;--> statement-breakpoint
CREATE FUNCTION "owner_statement"(p_owner integer, p_currency text)
RETURNS TABLE (day date, sales numeric, prizes numeric, commission numeric, net numeric, participation_percentage numeric,
               participation numeric, carried_loss numeric, payments numeric, balance numeric, open_booths integer)
LANGUAGE sql STABLE AS $$
  WITH booth_figures AS (
    SELECT d.id, d.day, d.opened_at, d.participation_percentage, d.status,
           coalesce(f.sales, live.sales, 0) AS sales, coalesce(f.prizes_paid, live.prizes_paid, 0) AS prizes,
           coalesce(f.commission, live.commission, 0) AS commission
    FROM booth_days d
    LEFT JOIN booth_day_figures f ON f.booth_day_id = d.id AND f.currency = p_currency
    -- The status test stands in the scan's own condition, so a closed day's sums are never read.
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(s.sales - s.cancelled), 0) AS sales, coalesce(sum(s.prizes_paid), 0) AS prizes_paid,
             coalesce(sum(s.commission - s.cancelled_commission), 0) AS commission
      FROM daily_seller_sales s
      WHERE d.status = 'open' AND s.day = d.day AND s.ticket_booth_id = d.ticket_booth_id AND s.currency = p_currency
    ) live ON true
    WHERE d.owner_id = p_owner
  ),
  sold AS (
    SELECT f.day, sum(f.sales) AS sales, sum(f.prizes) AS prizes, sum(f.commission) AS commission,
           (array_agg(f.participation_percentage ORDER BY f.opened_at, f.id))[1] AS pct,
           (count(*) FILTER (WHERE f.status = 'open'))::integer AS open_booths
    FROM booth_figures f GROUP BY f.day
  ),
  paid AS (
    SELECT m.day, sum(m.amount) AS payments
    FROM owner_payments p
    CROSS JOIN LATERAL (
      SELECT business_day(p.created_at) AS day, CASE p.direction WHEN 'owner_pays' THEN p.amount ELSE -p.amount END AS amount
      UNION ALL
      SELECT business_day(p.reversed_at), CASE p.direction WHEN 'owner_pays' THEN -p.amount ELSE p.amount END
      WHERE p.reversed_at IS NOT NULL
    ) m
    WHERE p.owner_id = p_owner AND p.currency = p_currency
    GROUP BY m.day
  ),
  days AS (
    SELECT coalesce(s.day, p.day) AS day, coalesce(s.sales, 0) AS sales, coalesce(s.prizes, 0) AS prizes,
           coalesce(s.commission, 0) AS commission, coalesce(s.sales, 0) - coalesce(s.prizes, 0) - coalesce(s.commission, 0) AS net,
           coalesce(s.pct, 0) AS pct, coalesce(p.payments, 0) AS payments, coalesce(s.open_booths, 0) AS open_booths
    FROM sold s FULL JOIN paid p ON p.day = s.day
  ),
  running AS (
    SELECT d.*, sum(d.net) OVER (ORDER BY d.day) AS running_net FROM days d
  ),
  peaks AS (
    SELECT r.*, greatest(0, max(r.running_net) OVER (ORDER BY r.day)) AS peak FROM running r
  ),
  shares AS (
    SELECT p.*, round(p.pct * (p.peak - coalesce(lag(p.peak) OVER (ORDER BY p.day), 0)) / 100, 2) AS participation FROM peaks p
  )
  SELECT s.day, s.sales, s.prizes, s.commission, s.net, s.pct, s.participation, s.running_net - s.peak, s.payments,
         sum(s.participation - s.net + s.payments) OVER (ORDER BY s.day), s.open_booths
  FROM shares s ORDER BY s.day;
$$;--> statement-breakpoint
CREATE FUNCTION "owner_balances"(owner_ids integer[], p_currency text) RETURNS TABLE (owner_id integer, balance numeric) LANGUAGE sql STABLE AS $$
  SELECT o.id, coalesce((SELECT s.balance FROM owner_statement(o.id, p_currency) s ORDER BY s.day DESC LIMIT 1), 0)
  FROM (SELECT DISTINCT id FROM unnest(owner_ids) AS u(id)) o;
$$;--> statement-breakpoint
-- A ticket whose currency changes (a correction) takes its sums to that currency's.
DROP TRIGGER "daily_sales_ticket_changed" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "daily_sales_ticket_changed" AFTER UPDATE OF "ticket_booth_id", "seller_id", "created_at", "cancelled_at", "paid_at", "currency" ON "tickets"
  FOR EACH ROW
  WHEN ((OLD.ticket_booth_id, OLD.seller_id, OLD.created_at, OLD.cancelled_at, OLD.paid_at, OLD.currency)
        IS DISTINCT FROM (NEW.ticket_booth_id, NEW.seller_id, NEW.created_at, NEW.cancelled_at, NEW.paid_at, NEW.currency))
  EXECUTE FUNCTION "daily_sales_ticket_changed"();--> statement-breakpoint
-- The exposure's sums per number are per currency too.
ALTER TABLE "draw_number_sales" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_number_totals" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_number_sales" DROP CONSTRAINT "draw_number_sales_draw_id_game_type_id_selection_ticket_booth_id_seller_id_pk";--> statement-breakpoint
ALTER TABLE "draw_number_totals" DROP CONSTRAINT "draw_number_totals_draw_id_game_type_id_selection_pk";--> statement-breakpoint
ALTER TABLE "draw_number_sales" ADD CONSTRAINT "draw_number_sales_draw_id_game_type_id_selection_currency_ticket_booth_id_seller_id_pk" PRIMARY KEY("draw_id","game_type_id","selection","currency","ticket_booth_id","seller_id");--> statement-breakpoint
ALTER TABLE "draw_number_totals" ADD CONSTRAINT "draw_number_totals_draw_id_game_type_id_selection_currency_pk" PRIMARY KEY("draw_id","game_type_id","selection","currency");--> statement-breakpoint
ALTER TYPE "draw_number_delta" ADD ATTRIBUTE "currency" text;--> statement-breakpoint
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
  DELETE FROM draw_number_sales s
    USING (SELECT DISTINCT d.draw_id, d.game_type_id, d.selection, d.currency, d.ticket_booth_id, d.seller_id FROM unnest(deltas) d) k
    WHERE (s.draw_id, s.game_type_id, s.selection, s.currency, s.ticket_booth_id, s.seller_id)
        = (k.draw_id, k.game_type_id, k.selection, k.currency, k.ticket_booth_id, k.seller_id)
      AND s.lines = 0;
  DELETE FROM draw_number_totals n
    USING (SELECT DISTINCT d.draw_id, d.game_type_id, d.selection, d.currency FROM unnest(deltas) d) k
    WHERE (n.draw_id, n.game_type_id, n.selection, n.currency) = (k.draw_id, k.game_type_id, k.selection, k.currency)
      AND n.lines = 0;
END $$;--> statement-breakpoint
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
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "draw_number_sales_move_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM draw_number_sales_apply(ARRAY(
    SELECT ROW(k.draw_id, l.game_type_id, l.selection, k.ticket_booth_id, k.seller_id,
               k.sign * sum(l.amount), k.sign, k.sign * count(*)::integer, k.sign * sum(l.potential_payout), k.currency)::draw_number_delta
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id, OLD.cancelled_at IS NULL, OLD.currency),
                       (1, NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id, NEW.cancelled_at IS NULL, NEW.currency))
      AS k(sign, draw_id, ticket_booth_id, seller_id, counts, currency)
    WHERE l.ticket_id = NEW.id AND k.counts
    GROUP BY k.sign, k.draw_id, k.ticket_booth_id, k.seller_id, k.currency, l.game_type_id, l.selection));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sell_ticket_attempt"(
  p_seller integer, p_booth integer, p_draw integer, p_request_id text, p_request_hash text, p_code text, p_now timestamptz,
  p_types integer[], p_selections text[], p_amounts numeric[], p_actor_username text, p_address text, p_notices boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_day date := business_day(p_now);
  -- The sale's currency (api/src/domain/sales/sales.ts sets it; the ticket's default reads it too).
  v_currency text := coalesce(nullif(current_setting('banca.sale_currency', true), ''), 'USD');
  v_day_status text;
  v_existing record;
  v_draw record;
  v_booth record;
  v_payouts numeric[];
  v_percentages numeric[];
  v_below jsonb;
  v_not_enabled jsonb;
  v_refused jsonb;
  v_near jsonb;
  v_ticket record;
  v_lines jsonb;
BEGIN
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
  -- Each line's amount against its game type's minimum bet.
  SELECT jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'min_bet', g.min_bet) ORDER BY l.position) INTO v_below
  FROM unnest(p_types, p_amounts) WITH ORDINALITY AS l(game_type_id, amount, position)
  JOIN game_types g ON g.id = l.game_type_id
  WHERE l.amount < g.min_bet;
  IF v_below IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MIN_BET', 'lines', v_below);
  END IF;
  -- And against its maximum bet, when it has one.
  SELECT jsonb_agg(jsonb_build_object('index', l.position - 1, 'name', g.name, 'max_bet', g.max_bet) ORDER BY l.position) INTO v_below
  FROM unnest(p_types, p_amounts) WITH ORDINALITY AS l(game_type_id, amount, position)
  JOIN game_types g ON g.id = l.game_type_id
  WHERE l.amount > g.max_bet;
  IF v_below IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'MAX_BET', 'lines', v_below);
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
    WHERE g.id = l.game_type_id AND g.module_id = v_draw.module_id AND g.status = 'active');
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
  -- Near: a limit this sale reaches 80 % of, from below.
  SELECT jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope,
                                      'sold', CASE WHEN a.draw_id IS NOT NULL THEN a.amount - n.need END))
           FILTER (WHERE a.draw_id IS NULL OR (a.max_amount IS NOT NULL AND a.amount > a.max_amount)),
         jsonb_agg(jsonb_build_object('game_type_id', n.game_type_id, 'selection', n.selection, 'scope', n.scope, 'scope_id', n.scope_id))
           FILTER (WHERE a.max_amount > 0 AND (a.amount - n.need) * 5 < a.max_amount * 4 AND a.amount * 5 >= a.max_amount * 4)
  INTO v_refused, v_near
  FROM need n LEFT JOIN added a USING (draw_id, game_type_id, selection, scope, scope_id);
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
  IF v_near IS NOT NULL AND NOT p_notices THEN
    RETURN jsonb_build_object('error', 'NEAR_LIMIT');
  END IF;

  -- Each line's payout and commission percentage: the owner's plan for its game type, else the defaults.
  SELECT array_agg(p.payout ORDER BY l.position), array_agg(p.commission_percentage ORDER BY l.position)
  INTO v_payouts, v_percentages
  FROM unnest(p_types) WITH ORDINALITY AS l(game_type_id, position)
  CROSS JOIN LATERAL prize_plan_of(v_booth.owner_id, l.game_type_id) p;
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
    'lines', v_lines, 'near', v_near, 'owner_id', v_booth.owner_id);
END $$;--> statement-breakpoint
DROP TRIGGER "draw_number_sales_ticket_moved" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "draw_number_sales_ticket_moved" AFTER UPDATE OF "draw_id", "ticket_booth_id", "seller_id", "cancelled_at", "currency" ON "tickets"
  FOR EACH ROW
  WHEN ((OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id, OLD.cancelled_at IS NULL, OLD.currency)
        IS DISTINCT FROM (NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id, NEW.cancelled_at IS NULL, NEW.currency))
  EXECUTE FUNCTION "draw_number_sales_move_ticket"();
