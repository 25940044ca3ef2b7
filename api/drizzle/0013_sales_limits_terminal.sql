CREATE TABLE "draw_number_scope_sales" (
	"draw_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"selection" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"max_amount" numeric(14, 2),
	CONSTRAINT "draw_number_scope_sales_draw_id_game_type_id_selection_scope_scope_id_pk" PRIMARY KEY("draw_id","game_type_id","selection","scope","scope_id")
);
--> statement-breakpoint
CREATE TABLE "sales_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer,
	"game_type_id" integer NOT NULL,
	"draw_id" integer,
	"selection" text,
	"max_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_limits_scope_id_check" CHECK (("sales_limits"."scope" = 'global') = ("sales_limits"."scope_id" IS NULL)),
	CONSTRAINT "sales_limits_max_amount_check" CHECK ("sales_limits"."max_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_seller_id" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "cutoff_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "prize_expiry_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "failed_attempts_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD COLUMN "cancel_window_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD COLUMN "sale_percentage" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD COLUMN "commission" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_by_seller_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_in_window" boolean;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_by_seller_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "paid_booth_id" integer;--> statement-breakpoint
ALTER TABLE "draw_number_scope_sales" ADD CONSTRAINT "draw_number_scope_sales_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_number_scope_sales" ADD CONSTRAINT "draw_number_scope_sales_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_limits" ADD CONSTRAINT "sales_limits_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_limits" ADD CONSTRAINT "sales_limits_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_number_scope_sales_over_idx" ON "draw_number_scope_sales" USING btree ("draw_id") WHERE "draw_number_scope_sales"."amount" > "draw_number_scope_sales"."max_amount";--> statement-breakpoint
CREATE INDEX "draw_number_scope_sales_holder_idx" ON "draw_number_scope_sales" USING btree ("scope","scope_id","game_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_limits_key" ON "sales_limits" USING btree ("scope",coalesce("scope_id", 0),"game_type_id",coalesce("draw_id", 0),coalesce("selection", ''));--> statement-breakpoint
CREATE INDEX "sales_limits_draw_idx" ON "sales_limits" USING btree ("draw_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_seller_id_sellers_id_fk" FOREIGN KEY ("actor_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_cancelled_by_seller_id_sellers_id_fk" FOREIGN KEY ("cancelled_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_paid_by_seller_id_sellers_id_fk" FOREIGN KEY ("paid_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_paid_booth_id_ticket_booths_id_fk" FOREIGN KEY ("paid_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_seller_live_key" ON "sessions" USING btree ("seller_id") WHERE "sessions"."seller_id" IS NOT NULL AND "sessions"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_seller_request_key" ON "tickets" USING btree ("seller_id","request_id") WHERE "tickets"."request_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_number_totals" DROP COLUMN "sales_limit";--> statement-breakpoint
ALTER TABLE "draw_number_totals" DROP COLUMN "over_limit";--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_cutoff_minutes_check" CHECK ("modules"."cutoff_minutes" BETWEEN 0 AND 60);--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_prize_expiry_days_check" CHECK ("modules"."prize_expiry_days" BETWEEN 1 AND 365);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_holder_check" CHECK (("sessions"."user_id" IS NULL) <> ("sessions"."seller_id" IS NULL));--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD CONSTRAINT "ticket_booths_cancel_window_check" CHECK ("ticket_booths"."cancel_window_minutes" BETWEEN 0 AND 60);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_cancel_reason_check" CHECK (("tickets"."cancelled_at" IS NULL) = ("tickets"."cancel_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_paid_amount_check" CHECK (("tickets"."paid_at" IS NULL) = ("tickets"."paid_amount" IS NULL));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_paid_or_cancelled_check" CHECK ("tickets"."paid_at" IS NULL OR "tickets"."cancelled_at" IS NULL);