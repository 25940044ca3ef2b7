CREATE TABLE "booth_day_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_day_id" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_user_id" integer,
	"created_by_seller_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	CONSTRAINT "booth_day_expenses_amount_check" CHECK ("booth_day_expenses"."amount" > 0),
	CONSTRAINT "booth_day_expenses_decided_check" CHECK (("booth_day_expenses"."status" = 'pending') = ("booth_day_expenses"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "booth_day_floats" (
	"booth_day_id" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by_user_id" integer,
	"set_by_seller_id" integer,
	CONSTRAINT "booth_day_floats_booth_day_id_currency_pk" PRIMARY KEY("booth_day_id","currency"),
	CONSTRAINT "booth_day_floats_amount_check" CHECK ("booth_day_floats"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD COLUMN "blind_count" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "payment_method" text DEFAULT 'efectivo' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_method" text;--> statement-breakpoint
ALTER TABLE "booth_day_expenses" ADD CONSTRAINT "booth_day_expenses_booth_day_id_booth_days_id_fk" FOREIGN KEY ("booth_day_id") REFERENCES "public"."booth_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_day_expenses" ADD CONSTRAINT "booth_day_expenses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_day_expenses" ADD CONSTRAINT "booth_day_expenses_created_by_seller_id_sellers_id_fk" FOREIGN KEY ("created_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_day_expenses" ADD CONSTRAINT "booth_day_expenses_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_day_floats" ADD CONSTRAINT "booth_day_floats_booth_day_id_booth_days_id_fk" FOREIGN KEY ("booth_day_id") REFERENCES "public"."booth_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_day_floats" ADD CONSTRAINT "booth_day_floats_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_day_floats" ADD CONSTRAINT "booth_day_floats_set_by_seller_id_sellers_id_fk" FOREIGN KEY ("set_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_day_expenses_day_idx" ON "booth_day_expenses" USING btree ("booth_day_id");--> statement-breakpoint
CREATE INDEX "booth_day_expenses_pending_idx" ON "booth_day_expenses" USING btree ("status") WHERE "booth_day_expenses"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tickets_booth_noncash_created_idx" ON "tickets" USING btree ("ticket_booth_id","created_at") WHERE "tickets"."payment_method" <> 'efectivo';--> statement-breakpoint
CREATE INDEX "tickets_booth_noncash_cancelled_idx" ON "tickets" USING btree ("ticket_booth_id","cancelled_at") WHERE "tickets"."payment_method" <> 'efectivo' AND "tickets"."cancelled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_booth_noncash_paid_idx" ON "tickets" USING btree ("ticket_booth_id","paid_at") WHERE "tickets"."paid_method" <> 'efectivo';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_payment_method_check" CHECK ("tickets"."payment_method" IN ('efectivo', 'pago_movil', 'transferencia', 'punto'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_paid_method_check" CHECK ("tickets"."paid_method" IS NULL OR "tickets"."paid_at" IS NOT NULL);--> statement-breakpoint
-- Prizes paid before this migration were paid in cash.
UPDATE "tickets" SET "paid_method" = 'efectivo' WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- A booth's non-cash money of a day, per method: received for the day's sales (less those cancelled
-- that day, a refunded ticket's money kept: the day keeps it in its sales) and paid out for prizes
-- that day. None of it went through the drawer. Read from the tickets by the partial indexes above.
CREATE FUNCTION "booth_day_non_cash"(p_booth integer, p_day date)
RETURNS TABLE (pago_movil numeric, transferencia numeric, punto numeric)
LANGUAGE sql STABLE AS $$
  WITH moves AS (
    SELECT t.payment_method AS method, t.amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.payment_method <> 'efectivo'
      AND t.created_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.created_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
    UNION ALL
    SELECT t.payment_method, -t.amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.payment_method <> 'efectivo' AND t.cancelled_at IS NOT NULL AND t.refunded_at IS NULL
      AND t.cancelled_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.cancelled_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
    UNION ALL
    SELECT t.paid_method, -t.paid_amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.paid_method <> 'efectivo'
      AND t.paid_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.paid_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
  )
  SELECT coalesce(sum(amount) FILTER (WHERE method = 'pago_movil'), 0), coalesce(sum(amount) FILTER (WHERE method = 'transferencia'), 0),
         coalesce(sum(amount) FILTER (WHERE method = 'punto'), 0)
  FROM moves;
$$;
