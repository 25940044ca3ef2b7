CREATE TABLE "booth_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_booth_id" integer NOT NULL,
	"day" date NOT NULL,
	"owner_id" integer,
	"participation_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tickets" integer,
	"sales" numeric(14, 2),
	"cancelled_tickets" integer,
	"cancelled" numeric(14, 2),
	"paid_tickets" integer,
	"prizes_paid" numeric(14, 2),
	"commission" numeric(14, 2),
	"declared_cash" numeric(14, 2),
	"closed_at" timestamp with time zone,
	"closed_by_user_id" integer,
	"closed_by_seller_id" integer,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "booth_days_closed_check" CHECK (("booth_days"."status" = 'open') = ("booth_days"."closed_at" IS NULL)),
	CONSTRAINT "booth_days_figures_check" CHECK (("booth_days"."status" = 'open') = ("booth_days"."sales" IS NULL)),
	CONSTRAINT "booth_days_approved_check" CHECK (("booth_days"."status" = 'approved') = ("booth_days"."approved_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"day" date NOT NULL,
	"ticket_booth_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"sales" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"cancelled_tickets" integer NOT NULL,
	"cancelled" numeric(14, 2) NOT NULL,
	"cancelled_commission" numeric(14, 2) NOT NULL,
	"winning_tickets" integer NOT NULL,
	"prizes" numeric(14, 2) NOT NULL,
	"paid_tickets" integer NOT NULL,
	"prizes_paid" numeric(14, 2) NOT NULL,
	CONSTRAINT "daily_sales_day_ticket_booth_id_seller_id_game_type_id_pk" PRIMARY KEY("day","ticket_booth_id","seller_id","game_type_id")
);
--> statement-breakpoint
CREATE TABLE "owner_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_user_id" integer,
	"reversed_at" timestamp with time zone,
	"reversed_by_user_id" integer,
	"reversal_reason" text,
	CONSTRAINT "owner_payments_amount_check" CHECK ("owner_payments"."amount" > 0),
	CONSTRAINT "owner_payments_reversal_check" CHECK (("owner_payments"."reversed_at" IS NULL) = ("owner_payments"."reversal_reason" IS NULL))
);
--> statement-breakpoint
DROP INDEX "tickets_booth_idx";--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "booth_days" ADD CONSTRAINT "booth_days_ticket_booth_id_ticket_booths_id_fk" FOREIGN KEY ("ticket_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_days" ADD CONSTRAINT "booth_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_days" ADD CONSTRAINT "booth_days_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_days" ADD CONSTRAINT "booth_days_closed_by_seller_id_sellers_id_fk" FOREIGN KEY ("closed_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_days" ADD CONSTRAINT "booth_days_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_ticket_booth_id_ticket_booths_id_fk" FOREIGN KEY ("ticket_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payments" ADD CONSTRAINT "owner_payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payments" ADD CONSTRAINT "owner_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payments" ADD CONSTRAINT "owner_payments_reversed_by_user_id_users_id_fk" FOREIGN KEY ("reversed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_days_booth_day_key" ON "booth_days" USING btree ("ticket_booth_id","day");--> statement-breakpoint
CREATE INDEX "booth_days_owner_day_idx" ON "booth_days" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "booth_days_day_idx" ON "booth_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "booth_days_open_idx" ON "booth_days" USING btree ("day") WHERE "booth_days"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "owner_payments_request_key" ON "owner_payments" USING btree ("owner_id","request_id");--> statement-breakpoint
CREATE INDEX "owner_payments_owner_idx" ON "owner_payments" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_event_key" ON "inbox_items" USING btree ("event_key","user_id") WHERE "inbox_items"."event_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_booth_created_idx" ON "tickets" USING btree ("ticket_booth_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_booth_cancelled_idx" ON "tickets" USING btree ("ticket_booth_id","cancelled_at") WHERE "tickets"."cancelled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_booth_paid_idx" ON "tickets" USING btree ("ticket_booth_id","paid_at") WHERE "tickets"."paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "account_balance";--> statement-breakpoint
-- The banca's business day of a moment: its calendar day in America/Caracas (BUSINESS_TIMEZONE of
-- @banca/contracts/limits; api/test/booth-days.test.ts holds the two equal).
CREATE FUNCTION "business_day"(moment timestamp with time zone) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (moment AT TIME ZONE 'America/Caracas')::date;
$$;--> statement-breakpoint
-- One ticket line as it counts in the daily sums, signed: +1 as the ticket and the line are now,
-- -1 as they were. `principal`: the ticket's first line, the one its ticket counts on.
CREATE TYPE "daily_sales_line" AS (
  "sign" integer, "ticket_booth_id" integer, "seller_id" integer, "created_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone, "paid_at" timestamp with time zone, "game_type_id" integer,
  "amount" numeric, "commission" numeric, "is_winner" boolean, "payout" numeric, "principal" boolean
);--> statement-breakpoint
-- A ticket line's own columns that the daily sums read (its ticket's come from `tickets`).
CREATE TYPE "daily_sales_line_state" AS (
  "id" integer, "ticket_id" integer, "game_type_id" integer, "amount" numeric, "commission" numeric,
  "is_winner" boolean, "payout" numeric
);--> statement-breakpoint
-- Makes the booth's day of each (booth, day) that has none yet, with the booth's owner and that
-- owner's participation percentage now (the day's first movement).
CREATE FUNCTION "booth_days_open"(booth_ids integer[], days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO booth_days (ticket_booth_id, day, owner_id, participation_percentage)
  SELECT k.ticket_booth_id, k.day, b.owner_id, coalesce(us.setting_value, 0)
  FROM (SELECT DISTINCT * FROM unnest(booth_ids, days) AS k(ticket_booth_id, day)) k
  JOIN ticket_booths b ON b.id = k.ticket_booth_id
  LEFT JOIN user_settings us ON us.user_id = b.owner_id AND us.setting_key = 'participation_percentage'
  WHERE NOT EXISTS (SELECT 1 FROM booth_days d WHERE d.ticket_booth_id = k.ticket_booth_id AND d.day = k.day)
  ORDER BY 1, 2
  ON CONFLICT (ticket_booth_id, day) DO NOTHING;
$$;--> statement-breakpoint
-- Moves the daily sums by the lines given: each line's sale on the day the ticket was sold (its
-- prize won, unless cancelled), its cancellation on the day it was cancelled, its prize paid on the
-- day it was paid. Rows in key order, so writers never wait on each other in a cycle; rows left at
-- zero go; every (booth, day) moved has its booth's day.
CREATE FUNCTION "daily_sales_apply"(lines daily_sales_line[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moves daily_sales[];
BEGIN
  IF coalesce(cardinality(lines), 0) = 0 THEN
    RETURN;
  END IF;
  moves := ARRAY(
    SELECT ROW(e.day, e.ticket_booth_id, e.seller_id, e.game_type_id, sum(e.tickets), sum(e.sales), sum(e.commission),
               sum(e.cancelled_tickets), sum(e.cancelled), sum(e.cancelled_commission), sum(e.winning_tickets),
               sum(e.prizes), sum(e.paid_tickets), sum(e.prizes_paid))::daily_sales
    FROM unnest(lines) l
    CROSS JOIN LATERAL (
      SELECT business_day(l.created_at) AS day, l.ticket_booth_id, l.seller_id, l.game_type_id,
             l.sign * l.principal::integer AS tickets, l.sign * l.amount AS sales, l.sign * l.commission AS commission,
             0 AS cancelled_tickets, 0 AS cancelled, 0 AS cancelled_commission,
             CASE WHEN l.cancelled_at IS NULL AND l.is_winner AND l.principal THEN l.sign ELSE 0 END AS winning_tickets,
             CASE WHEN l.cancelled_at IS NULL AND l.is_winner THEN l.sign * l.payout ELSE 0 END AS prizes,
             0 AS paid_tickets, 0 AS prizes_paid
      UNION ALL
      SELECT business_day(l.cancelled_at), l.ticket_booth_id, l.seller_id, l.game_type_id, 0, 0, 0,
             l.sign * l.principal::integer, l.sign * l.amount, l.sign * l.commission, 0, 0, 0, 0
      WHERE l.cancelled_at IS NOT NULL
      UNION ALL
      SELECT business_day(l.paid_at), l.ticket_booth_id, l.seller_id, l.game_type_id, 0, 0, 0, 0, 0, 0, 0, 0,
             l.sign * l.principal::integer, CASE WHEN l.is_winner THEN l.sign * l.payout ELSE 0 END
      WHERE l.paid_at IS NOT NULL
    ) e
    GROUP BY e.day, e.ticket_booth_id, e.seller_id, e.game_type_id
    HAVING sum(e.tickets) <> 0 OR sum(e.sales) <> 0 OR sum(e.commission) <> 0 OR sum(e.cancelled_tickets) <> 0
        OR sum(e.cancelled) <> 0 OR sum(e.cancelled_commission) <> 0 OR sum(e.winning_tickets) <> 0 OR sum(e.prizes) <> 0
        OR sum(e.paid_tickets) <> 0 OR sum(e.prizes_paid) <> 0
    ORDER BY e.day, e.ticket_booth_id, e.seller_id, e.game_type_id);
  IF cardinality(moves) = 0 THEN
    RETURN;
  END IF;
  PERFORM booth_days_open(ARRAY(SELECT m.ticket_booth_id FROM unnest(moves) m), ARRAY(SELECT m.day FROM unnest(moves) m));
  INSERT INTO daily_sales AS s
  SELECT * FROM unnest(moves) m ORDER BY m.day, m.ticket_booth_id, m.seller_id, m.game_type_id
  ON CONFLICT (day, ticket_booth_id, seller_id, game_type_id) DO UPDATE
  SET tickets = s.tickets + excluded.tickets, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission,
      cancelled_tickets = s.cancelled_tickets + excluded.cancelled_tickets, cancelled = s.cancelled + excluded.cancelled,
      cancelled_commission = s.cancelled_commission + excluded.cancelled_commission,
      winning_tickets = s.winning_tickets + excluded.winning_tickets, prizes = s.prizes + excluded.prizes,
      paid_tickets = s.paid_tickets + excluded.paid_tickets, prizes_paid = s.prizes_paid + excluded.prizes_paid;
  -- Only a line taken out can leave a row at zero (the usual sale adds and skips this).
  IF EXISTS (SELECT 1 FROM unnest(lines) l WHERE l.sign < 0) THEN
    DELETE FROM daily_sales s USING unnest(moves) m
    WHERE (s.day, s.ticket_booth_id, s.seller_id, s.game_type_id) = (m.day, m.ticket_booth_id, m.seller_id, m.game_type_id)
      AND s.tickets = 0 AND s.sales = 0 AND s.commission = 0 AND s.cancelled_tickets = 0 AND s.cancelled = 0
      AND s.cancelled_commission = 0 AND s.winning_tickets = 0 AND s.prizes = 0 AND s.paid_tickets = 0 AND s.prizes_paid = 0;
  END IF;
END $$;--> statement-breakpoint
-- The tickets given, counted as their lines were before a statement on `ticket_lines` (-1: the lines
-- there now but `added`, plus `removed`) and as they are now (+1), each ticket's first line judged
-- from all its lines.
CREATE FUNCTION "daily_sales_recount"(touched integer[], added integer[], removed daily_sales_line_state[]) RETURNS void LANGUAGE plpgsql AS $$
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
               s.id = min(s.id) OVER (PARTITION BY s.sign, s.ticket_id))::daily_sales_line
    FROM states s JOIN tickets t ON t.id = s.ticket_id));
END $$;--> statement-breakpoint
-- Inserted, deleted or edited ticket lines: statement triggers, so a bulk insert or a settlement
-- moves each sum once. An edit that changes none of the columns the sums read moves nothing.
CREATE FUNCTION "daily_sales_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
  added integer[];
  removed daily_sales_line_state[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT l.ticket_id), array_agg(l.id) INTO touched, added FROM new_lines l;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.ticket_id),
           array_agg(ROW(o.id, o.ticket_id, o.game_type_id, o.amount, o.commission, o.is_winner, o.potential_payout)::daily_sales_line_state)
      INTO touched, removed
    FROM old_lines o;
  ELSE
    SELECT array_agg(DISTINCT o.ticket_id) || array_agg(DISTINCT n.ticket_id), array_agg(o.id),
           array_agg(ROW(o.id, o.ticket_id, o.game_type_id, o.amount, o.commission, o.is_winner, o.potential_payout)::daily_sales_line_state)
      INTO touched, added, removed
    FROM old_lines o JOIN new_lines n ON n.id = o.id
    WHERE (o.ticket_id, o.game_type_id, o.amount, o.commission, o.is_winner, o.potential_payout)
          IS DISTINCT FROM (n.ticket_id, n.game_type_id, n.amount, n.commission, n.is_winner, n.potential_payout);
  END IF;
  PERFORM daily_sales_recount(touched, added, removed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "daily_sales_lines_insert" AFTER INSERT ON "ticket_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "daily_sales_count_lines"();--> statement-breakpoint
CREATE TRIGGER "daily_sales_lines_delete" AFTER DELETE ON "ticket_lines"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "daily_sales_count_lines"();--> statement-breakpoint
CREATE TRIGGER "daily_sales_lines_update" AFTER UPDATE ON "ticket_lines"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "daily_sales_count_lines"();--> statement-breakpoint
-- A ticket sold, cancelled or paid at another moment, or moved to another booth or seller account:
-- its lines leave the sums as it was and enter them as it is.
CREATE FUNCTION "daily_sales_ticket_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_apply(ARRAY(
    SELECT ROW(k.sign, k.ticket_booth_id, k.seller_id, k.created_at, k.cancelled_at, k.paid_at, l.game_type_id,
               l.amount, l.commission, l.is_winner, l.potential_payout, l.id = min(l.id) OVER (PARTITION BY k.sign))::daily_sales_line
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.ticket_booth_id, OLD.seller_id, OLD.created_at, OLD.cancelled_at, OLD.paid_at),
                       (1, NEW.ticket_booth_id, NEW.seller_id, NEW.created_at, NEW.cancelled_at, NEW.paid_at))
      AS k(sign, ticket_booth_id, seller_id, created_at, cancelled_at, paid_at)
    WHERE l.ticket_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "daily_sales_ticket_changed" AFTER UPDATE OF "ticket_booth_id", "seller_id", "created_at", "cancelled_at", "paid_at" ON "tickets"
  FOR EACH ROW
  WHEN ((OLD.ticket_booth_id, OLD.seller_id, OLD.created_at, OLD.cancelled_at, OLD.paid_at)
        IS DISTINCT FROM (NEW.ticket_booth_id, NEW.seller_id, NEW.created_at, NEW.cancelled_at, NEW.paid_at))
  EXECUTE FUNCTION "daily_sales_ticket_changed"();--> statement-breakpoint
-- A booth's day as its sums stand: tickets and sales net of the day's cancellations, what was
-- cancelled, the prizes paid and the commission (net of the cancelled tickets').
CREATE FUNCTION "booth_day_sums"(p_booth integer, p_day date)
RETURNS TABLE (tickets integer, sales numeric, cancelled_tickets integer, cancelled numeric, paid_tickets integer, prizes_paid numeric, commission numeric)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(s.tickets - s.cancelled_tickets), 0)::integer, coalesce(sum(s.sales - s.cancelled), 0),
         coalesce(sum(s.cancelled_tickets), 0)::integer, coalesce(sum(s.cancelled), 0),
         coalesce(sum(s.paid_tickets), 0)::integer, coalesce(sum(s.prizes_paid), 0),
         coalesce(sum(s.commission - s.cancelled_commission), 0)
  FROM daily_sales s WHERE s.day = p_day AND s.ticket_booth_id = p_booth;
$$;--> statement-breakpoint
-- A booth owner's statement, one row per day with movement, from its first: the sales, prizes paid
-- and commission of the booth days it owned (closed ones as recorded at their closing, open ones as
-- their sums stand), net = sales - prizes - commission, participation = the day's percentage of the
-- positive net left after the losses carried from earlier days, the money between the banca and the
-- owner (abonos +, cobros -, reversals on the day they were made) and the running balance, in the
-- owner's favour: balance += participation - net + payments.
--
-- With S the running sum of nets and M = max(0, S so far), the losses carried into a day are
-- S - M of the day before, so the positive net after them is M - M of the day before.
CREATE FUNCTION "owner_statement"(p_owner integer)
RETURNS TABLE (day date, sales numeric, prizes numeric, commission numeric, net numeric, participation_percentage numeric,
               participation numeric, carried_loss numeric, payments numeric, balance numeric, open_booths integer)
LANGUAGE sql STABLE AS $$
  WITH booth_figures AS (
    SELECT d.id, d.day, d.opened_at, d.participation_percentage, d.status,
           coalesce(d.sales, live.sales) AS sales, coalesce(d.prizes_paid, live.prizes_paid) AS prizes,
           coalesce(d.commission, live.commission) AS commission
    FROM booth_days d
    LEFT JOIN LATERAL (SELECT * FROM booth_day_sums(d.ticket_booth_id, d.day) WHERE d.status = 'open') live ON true
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
    WHERE p.owner_id = p_owner
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
-- The balance of each owner given (0 with no movement): its statement's last running balance.
CREATE FUNCTION "owner_balances"(owner_ids integer[]) RETURNS TABLE (owner_id integer, balance numeric) LANGUAGE sql STABLE AS $$
  SELECT o.id, coalesce((SELECT s.balance FROM owner_statement(o.id) s ORDER BY s.day DESC LIMIT 1), 0)
  FROM (SELECT DISTINCT id FROM unnest(owner_ids) AS u(id)) o;
$$;--> statement-breakpoint
-- The users list's page function of 0006 without the stored balance (a list row's balance is its statement's).
DROP FUNCTION "users_list_page"(text, integer, integer);--> statement-breakpoint
CREATE FUNCTION "users_list_page"(search_pattern text, skip integer, page_size integer)
RETURNS TABLE (
  total integer, id integer, username text, first_name text, last_name text, document_type text,
  document_number text, email text, avatar text, role text, country text,
  isactive boolean, loginattempts integer, loginattempts_expire_at timestamp with time zone
) LANGUAGE plpgsql AS $$
DECLARE
  live integer;
  matching integer;
  after integer;
BEGIN
  SELECT s.total INTO live FROM users_search_totals s WHERE s.pattern = '%%';
  SELECT s.total INTO matching FROM users_search_totals s WHERE s.pattern = search_pattern;
  IF NOT FOUND THEN
    matching := users_search_total(search_pattern);
  END IF;
  IF skip >= matching THEN
    total := matching;
    RETURN NEXT;
    RETURN;
  END IF;
  -- `|| ''` keeps a walk off the trigram index; `id + 0` keeps a collection off the id order. The
  -- plain list (`%%`) walks without testing each row.
  IF 3 * matching::float8 * matching < (skip + page_size)::float8 * live THEN
    RETURN QUERY
      SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
             u.avatar, u.role, u.country, u.isactive, u.loginattempts, u.loginattempts_expire_at
      FROM users u WHERE u.deletedat IS NULL AND u.search_text LIKE search_pattern
      ORDER BY u.id + 0 LIMIT page_size OFFSET skip;
  ELSIF 2 * skip < matching THEN
    RETURN QUERY
      SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
             u.avatar, u.role, u.country, u.isactive, u.loginattempts, u.loginattempts_expire_at
      FROM users u WHERE u.deletedat IS NULL AND (search_pattern = '%%' OR (u.search_text || '') LIKE search_pattern)
      ORDER BY u.id LIMIT page_size OFFSET skip;
  ELSE
    -- The page counted from the last match: skip the ones after it, read back, turn around.
    after := greatest(matching - skip - page_size, 0);
    RETURN QUERY
      SELECT * FROM (
        SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
               u.avatar, u.role, u.country, u.isactive, u.loginattempts, u.loginattempts_expire_at
        FROM users u WHERE u.deletedat IS NULL AND (search_pattern = '%%' OR (u.search_text || '') LIKE search_pattern)
        ORDER BY u.id DESC LIMIT matching - skip - after OFFSET after
      ) back ORDER BY 2;
  END IF;
END $$;--> statement-breakpoint
-- The tickets sold before: their sums and the booth days they make (open; the server closes the
-- past ones itself, as it closes every day left open).
SELECT daily_sales_apply(ARRAY(
  SELECT ROW(1, t.ticket_booth_id, t.seller_id, t.created_at, t.cancelled_at, t.paid_at, l.game_type_id, l.amount,
             l.commission, l.is_winner, l.potential_payout, l.id = min(l.id) OVER (PARTITION BY l.ticket_id))::daily_sales_line
  FROM ticket_lines l JOIN tickets t ON t.id = l.ticket_id));
