-- Issue 36, item 4: extra and moved draws, suspended draws with their tickets refunded, days off.
-- A draw keeps the schedule's moment it was planned for (planned_at, its own key): a draw moved by
-- hand leaves its moment taken, so the planner never makes it again; an extra draw has none.
CREATE TABLE "module_days_off" (
	"module_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_days_off_module_id_day_pk" PRIMARY KEY("module_id","day")
);
--> statement-breakpoint
ALTER TABLE "booth_days" ADD COLUMN "refund_tickets" integer;--> statement-breakpoint
ALTER TABLE "booth_days" ADD COLUMN "refunds" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booth_days" ADD COLUMN "refunds_paid" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "origin" text DEFAULT 'schedule' NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "planned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "suspended_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refund_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refund_paid_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refund_paid_by_seller_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refund_paid_booth_id" integer;--> statement-breakpoint
ALTER TABLE "module_days_off" ADD CONSTRAINT "module_days_off_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_days_off" ADD CONSTRAINT "module_days_off_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_suspended_by_user_id_users_id_fk" FOREIGN KEY ("suspended_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_paid_by_user_id_users_id_fk" FOREIGN KEY ("refund_paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_paid_by_seller_id_sellers_id_fk" FOREIGN KEY ("refund_paid_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_paid_booth_id_ticket_booths_id_fk" FOREIGN KEY ("refund_paid_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "draws" SET "planned_at" = "draw_at";--> statement-breakpoint
-- A closed day's figures are recorded at its closing; no ticket was refunded before this migration.
UPDATE "booth_days" SET "refund_tickets" = 0, "refunds" = 0, "refunds_paid" = 0 WHERE "status" <> 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "draws_module_planned_key" ON "draws" USING btree ("module_id","planned_at");--> statement-breakpoint
CREATE INDEX "tickets_booth_refunded_idx" ON "tickets" USING btree ("ticket_booth_id","refunded_at") WHERE "tickets"."refunded_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_booth_refund_paid_idx" ON "tickets" USING btree ("ticket_booth_id","refund_paid_at") WHERE "tickets"."refund_paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_suspended_check" CHECK (("draws"."status" = 'suspended') = ("draws"."suspended_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refunded_check" CHECK ("tickets"."refunded_at" IS NULL OR "tickets"."cancelled_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_paid_check" CHECK ("tickets"."refund_paid_at" IS NULL OR "tickets"."refunded_at" IS NOT NULL);--> statement-breakpoint
-- A booth's refunds of a day: the tickets of its suspended draws refunded that day (their amounts
-- already left the day's sums as cancellations; the money stays in the drawer until paid back), and
-- the refunds it paid back that day. Read from the tickets (indexed by booth and moment): refunds are rare.
CREATE FUNCTION "booth_day_refunds"(p_booth integer, p_day date)
RETURNS TABLE (refund_tickets integer, refunds numeric, refunds_paid numeric)
LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*) FROM tickets t WHERE t.ticket_booth_id = p_booth
       AND t.refunded_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refunded_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas'))::integer,
    (SELECT coalesce(sum(t.amount), 0) FROM tickets t WHERE t.ticket_booth_id = p_booth
       AND t.refunded_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refunded_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')),
    (SELECT coalesce(sum(t.amount), 0) FROM tickets t WHERE t.ticket_booth_id = p_booth
       AND t.refund_paid_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refund_paid_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas'));
$$;
