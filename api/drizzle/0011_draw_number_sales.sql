CREATE TABLE "draw_number_sales" (
	"draw_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"selection" text NOT NULL,
	"ticket_booth_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tickets" integer NOT NULL,
	"lines" integer NOT NULL,
	"payout" numeric(14, 2) NOT NULL,
	CONSTRAINT "draw_number_sales_draw_id_game_type_id_selection_ticket_booth_id_seller_id_pk" PRIMARY KEY("draw_id","game_type_id","selection","ticket_booth_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "draw_number_totals" (
	"draw_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"selection" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tickets" integer NOT NULL,
	"lines" integer NOT NULL,
	"payout" numeric(14, 2) NOT NULL,
	"sales_limit" integer,
	"over_limit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "draw_number_totals_draw_id_game_type_id_selection_pk" PRIMARY KEY("draw_id","game_type_id","selection")
);
--> statement-breakpoint
ALTER TABLE "draw_number_sales" ADD CONSTRAINT "draw_number_sales_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_number_sales" ADD CONSTRAINT "draw_number_sales_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_number_sales" ADD CONSTRAINT "draw_number_sales_ticket_booth_id_ticket_booths_id_fk" FOREIGN KEY ("ticket_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_number_sales" ADD CONSTRAINT "draw_number_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_number_totals" ADD CONSTRAINT "draw_number_totals_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_number_totals" ADD CONSTRAINT "draw_number_totals_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_number_sales_booth_idx" ON "draw_number_sales" USING btree ("ticket_booth_id","game_type_id");--> statement-breakpoint
CREATE INDEX "draw_number_sales_empty_idx" ON "draw_number_sales" USING btree ("draw_id") WHERE "draw_number_sales"."lines" = 0;--> statement-breakpoint
CREATE INDEX "draw_number_totals_empty_idx" ON "draw_number_totals" USING btree ("draw_id") WHERE "draw_number_totals"."lines" = 0;--> statement-breakpoint
-- One ticket line's part in its number, signed: +1 as the line is now, -1 as it was.
CREATE TYPE "ticket_line_change" AS ("sign" integer, "id" integer, "ticket_id" integer, "game_type_id" integer, "selection" text, "amount" numeric, "payout" numeric);--> statement-breakpoint
-- What the sums of one number at one booth and seller account move by.
CREATE TYPE "draw_number_delta" AS ("draw_id" integer, "game_type_id" integer, "selection" text, "ticket_booth_id" integer, "seller_id" integer, "amount" numeric, "tickets" integer, "lines" integer, "payout" numeric);--> statement-breakpoint
-- The sales limit of the given numbers (the lowest limit, 0 = none, of the owners of the booths
-- that sold each) and whether the sales at one of those booths passed its owner's limit.
CREATE FUNCTION "draw_number_totals_refresh_limits"(draw_ids integer[], game_type_ids integer[], selections text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE draw_number_totals n SET sales_limit = f.sales_limit, over_limit = f.over_limit
  FROM (
    SELECT b.draw_id, b.game_type_id, b.selection,
           min(nullif(c.sales_limit, 0)) AS sales_limit,
           coalesce(bool_or(b.amount > nullif(c.sales_limit, 0)), false) AS over_limit
    FROM (
      SELECT s.draw_id, s.game_type_id, s.selection, s.ticket_booth_id, sum(s.amount) AS amount
      FROM (SELECT DISTINCT * FROM unnest(draw_ids, game_type_ids, selections) AS k(draw_id, game_type_id, selection)) k
      JOIN draw_number_sales s ON s.draw_id = k.draw_id AND s.game_type_id = k.game_type_id AND s.selection = k.selection
      GROUP BY 1, 2, 3, 4
    ) b
    JOIN ticket_booths tb ON tb.id = b.ticket_booth_id
    LEFT JOIN user_game_configs c ON c.user_id = tb.owner_id AND c.game_type_id = b.game_type_id
    GROUP BY 1, 2, 3
  ) f
  WHERE n.draw_id = f.draw_id AND n.game_type_id = f.game_type_id AND n.selection = f.selection
    AND (n.sales_limit IS DISTINCT FROM f.sales_limit OR n.over_limit <> f.over_limit);
$$;--> statement-breakpoint
-- Moves the stored sums by the deltas (rows in key order, so writers that touch the same numbers
-- never wait on each other in a cycle), drops the rows left without lines and refreshes the
-- limits of the numbers touched.
CREATE FUNCTION "draw_number_sales_apply"(deltas draw_number_delta[]) RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM draw_number_sales WHERE lines = 0;
  DELETE FROM draw_number_totals WHERE lines = 0;
  PERFORM draw_number_totals_refresh_limits(array_agg(d.draw_id), array_agg(d.game_type_id), array_agg(d.selection)) FROM unnest(deltas) d;
END $$;--> statement-breakpoint
-- Inserted, deleted or edited ticket lines (statement triggers, so a bulk insert moves each sum
-- once). A ticket counts once per number however many of its lines bet on it: a number gains a
-- ticket when the ticket has a line on it now and had none before the statement, and the other
-- way round, judged from all the lines of the tickets touched.
CREATE FUNCTION "draw_number_sales_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- Only the lines whose ticket, number, stake or payout changed: settling a draw rewrites
    -- is_winner alone.
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
    GROUP BY t.draw_id, m.game_type_id, m.selection, t.ticket_booth_id, t.seller_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "draw_number_sales_insert" AFTER INSERT ON "ticket_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "draw_number_sales_count_lines"();--> statement-breakpoint
CREATE TRIGGER "draw_number_sales_delete" AFTER DELETE ON "ticket_lines"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "draw_number_sales_count_lines"();--> statement-breakpoint
CREATE TRIGGER "draw_number_sales_update" AFTER UPDATE ON "ticket_lines"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "draw_number_sales_count_lines"();--> statement-breakpoint
-- A ticket moved to another draw, booth or seller account takes its lines' sums along.
CREATE FUNCTION "draw_number_sales_move_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM draw_number_sales_apply(ARRAY(
    SELECT ROW(k.draw_id, l.game_type_id, l.selection, k.ticket_booth_id, k.seller_id,
               k.sign * sum(l.amount), k.sign, k.sign * count(*)::integer, k.sign * sum(l.potential_payout))::draw_number_delta
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id), (1, NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id))
      AS k(sign, draw_id, ticket_booth_id, seller_id)
    WHERE l.ticket_id = NEW.id
    GROUP BY k.sign, k.draw_id, k.ticket_booth_id, k.seller_id, l.game_type_id, l.selection));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "draw_number_sales_ticket_moved" AFTER UPDATE OF "draw_id", "ticket_booth_id", "seller_id" ON "tickets"
  FOR EACH ROW
  WHEN ((OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id) IS DISTINCT FROM (NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id))
  EXECUTE FUNCTION "draw_number_sales_move_ticket"();--> statement-breakpoint
-- The numbers of one owner's booths in one game type, whose limits a change of its sales limit moves.
CREATE FUNCTION "draw_number_totals_refresh_owner"(owner integer, game_type integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM draw_number_totals_refresh_limits(array_agg(s.draw_id), array_agg(s.game_type_id), array_agg(s.selection))
  FROM draw_number_sales s JOIN ticket_booths b ON b.id = s.ticket_booth_id
  WHERE b.owner_id = owner AND s.game_type_id = game_type;
END $$;--> statement-breakpoint
CREATE FUNCTION "draw_number_totals_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM draw_number_totals_refresh_owner(OLD.user_id, OLD.game_type_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM draw_number_totals_refresh_owner(NEW.user_id, NEW.game_type_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "draw_number_totals_config_insert" AFTER INSERT ON "user_game_configs"
  FOR EACH ROW WHEN (NEW.sales_limit <> 0) EXECUTE FUNCTION "draw_number_totals_config_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_number_totals_config_update" AFTER UPDATE OF "user_id", "game_type_id", "sales_limit" ON "user_game_configs"
  FOR EACH ROW
  WHEN ((OLD.user_id, OLD.game_type_id, OLD.sales_limit) IS DISTINCT FROM (NEW.user_id, NEW.game_type_id, NEW.sales_limit))
  EXECUTE FUNCTION "draw_number_totals_config_changed"();--> statement-breakpoint
CREATE TRIGGER "draw_number_totals_config_delete" AFTER DELETE ON "user_game_configs"
  FOR EACH ROW WHEN (OLD.sales_limit <> 0) EXECUTE FUNCTION "draw_number_totals_config_changed"();--> statement-breakpoint
-- A booth given to another owner meets that owner's limits.
CREATE FUNCTION "draw_number_totals_booth_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM draw_number_totals_refresh_limits(array_agg(s.draw_id), array_agg(s.game_type_id), array_agg(s.selection))
  FROM draw_number_sales s WHERE s.ticket_booth_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "draw_number_totals_booth_owner" AFTER UPDATE OF "owner_id" ON "ticket_booths"
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION "draw_number_totals_booth_owner_changed"();--> statement-breakpoint
-- The sales already made.
INSERT INTO "draw_number_sales" ("draw_id", "game_type_id", "selection", "ticket_booth_id", "seller_id", "amount", "tickets", "lines", "payout")
  SELECT t.draw_id, l.game_type_id, l.selection, t.ticket_booth_id, t.seller_id,
         sum(l.amount), count(DISTINCT l.ticket_id), count(*), sum(l.potential_payout)
  FROM ticket_lines l JOIN tickets t ON t.id = l.ticket_id
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "draw_number_totals" ("draw_id", "game_type_id", "selection", "amount", "tickets", "lines", "payout")
  SELECT draw_id, game_type_id, selection, sum(amount), sum(tickets), sum(lines), sum(payout)
  FROM draw_number_sales
  GROUP BY 1, 2, 3;--> statement-breakpoint
SELECT draw_number_totals_refresh_limits(array_agg(draw_id), array_agg(game_type_id), array_agg(selection)) FROM draw_number_totals;
