CREATE TABLE "draw_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"winning_numbers" text NOT NULL,
	"previous_numbers" text,
	"entered_by" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_types" ADD COLUMN "bet_format" text DEFAULT 'cuaterna' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "result_format" text DEFAULT 'digits4' NOT NULL;--> statement-breakpoint
UPDATE "modules" SET "result_format" = CASE "code"
  WHEN 'loteria_primitiva' THEN 'balls6of49' WHEN 'bingo' THEN 'bingo_cards'
  WHEN 'parley' THEN 'matches8' WHEN 'parley_hipico' THEN 'races6' ELSE 'digits4' END;--> statement-breakpoint
UPDATE "game_types" SET "bet_format" = CASE "code"
  WHEN 'terminal' THEN 'terminal' WHEN 'triple' THEN 'triple' WHEN 'cuaterna' THEN 'cuaterna'
  WHEN 'terno' THEN 'numbers3' WHEN 'cuaterno' THEN 'numbers4' WHEN 'pleno' THEN 'numbers6'
  WHEN 'linea' THEN 'bingo_line' WHEN 'cuatro_esquinas' THEN 'bingo_corners' WHEN 'carton_lleno' THEN 'bingo_full'
  WHEN 'directo' THEN 'matches1' WHEN 'parley_2' THEN 'matches2' WHEN 'parley_3' THEN 'matches3' WHEN 'parley_4' THEN 'matches4'
  WHEN 'ganador' THEN 'race1' WHEN 'pool_4' THEN 'races4' WHEN 'cinco_y_seis' THEN 'races6' ELSE 'cuaterna' END;--> statement-breakpoint
-- The old statuses (active, finished, pending) become the lifecycle: a finished draw with its
-- result is settled; any other draw whose time has passed is closed (awaiting its result); the
-- rest are open for sales.
UPDATE "draws" SET
  "status" = CASE WHEN "status" = 'finished' AND "winning_numbers" IS NOT NULL THEN 'settled'
    WHEN "draw_at" <= now() THEN 'closed' ELSE 'open' END,
  "closed_at" = CASE WHEN ("status" = 'finished' AND "winning_numbers" IS NOT NULL) OR "draw_at" <= now() THEN "draw_at" END,
  "settled_at" = CASE WHEN "status" = 'finished' AND "winning_numbers" IS NOT NULL THEN "draw_at" END;--> statement-breakpoint
UPDATE "draws" SET "winning_numbers" = NULL WHERE "status" <> 'settled';--> statement-breakpoint
-- A ticket of a draw not settled has no result yet.
UPDATE "tickets" SET "is_winner" = false, "prize_amount" = 0
  WHERE "draw_id" IN (SELECT "id" FROM "draws" WHERE "status" <> 'settled') AND ("is_winner" OR "prize_amount" <> 0);--> statement-breakpoint
UPDATE "ticket_lines" SET "is_winner" = false
  WHERE "is_winner" AND "ticket_id" IN (SELECT t."id" FROM "tickets" t JOIN "draws" d ON d."id" = t."draw_id" WHERE d."status" <> 'settled');--> statement-breakpoint
-- Every result already confirmed gets its first history entry, by the first administrator.
INSERT INTO "draw_results" ("draw_id", "winning_numbers", "previous_numbers", "entered_by", "entered_at")
  SELECT d."id", d."winning_numbers", NULL, a."id", d."settled_at" FROM "draws" d
  CROSS JOIN (SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "id" LIMIT 1) a
  WHERE d."status" = 'settled';--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_results_draw_idx" ON "draw_results" USING btree ("draw_id","entered_at");--> statement-breakpoint
CREATE INDEX "draws_open_due_idx" ON "draws" USING btree ("draw_at") WHERE "draws"."status" = 'open';--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_settled_result_check" CHECK (("draws"."status" = 'settled') = ("draws"."winning_numbers" IS NOT NULL));