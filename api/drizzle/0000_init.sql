CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"name" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"prize" numeric(14, 2) NOT NULL,
	"winning_numbers" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"payout" numeric(10, 2) NOT NULL,
	"min_bet" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_booth_id" integer,
	"seller_user_id" integer,
	"label" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"logged_in_elsewhere" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(label || ' ' || username)) STORED
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"selection" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"potential_payout" numeric(14, 2) NOT NULL,
	"is_winner" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"ticket_booth_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"is_winner" boolean DEFAULT false NOT NULL,
	"prize_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_game_configs" (
	"user_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"profit_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"sales_limit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_game_configs_user_id_game_type_id_pk" PRIMARY KEY("user_id","game_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_modules" (
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"assigned" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_modules_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer NOT NULL,
	"setting_key" text NOT NULL,
	"setting_label" text NOT NULL,
	"setting_value" numeric(5, 2) NOT NULL,
	CONSTRAINT "user_settings_user_id_setting_key_pk" PRIMARY KEY("user_id","setting_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"country" text DEFAULT 'VE' NOT NULL,
	"timezone" text DEFAULT 'America/Caracas' NOT NULL,
	"avatar" text,
	"location" text,
	"account_balance" numeric(14, 2) DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"loginattempts" integer DEFAULT 0 NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"isverified" boolean DEFAULT false NOT NULL,
	"lastlogin" timestamp with time zone,
	"createdat" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedat" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedat" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || document_number || ' ' || username)) STORED,
	CONSTRAINT "users_loginattempts_check" CHECK ("users"."loginattempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_types" ADD CONSTRAINT "game_types_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_ticket_booth_id_ticket_booths_id_fk" FOREIGN KEY ("ticket_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD CONSTRAINT "ticket_booths_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_booth_id_ticket_booths_id_fk" FOREIGN KEY ("ticket_booth_id") REFERENCES "public"."ticket_booths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_game_configs" ADD CONSTRAINT "user_game_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_game_configs" ADD CONSTRAINT "user_game_configs_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_draw_at_idx" ON "draws" USING btree ("draw_at");--> statement-breakpoint
CREATE INDEX "draws_module_idx" ON "draws" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_types_module_code_key" ON "game_types" USING btree ("module_id","code");--> statement-breakpoint
CREATE INDEX "inbox_items_user_kind_idx" ON "inbox_items" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_username_key" ON "sellers" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sellers_booth_idx" ON "sellers" USING btree ("ticket_booth_id");--> statement-breakpoint
CREATE INDEX "sellers_user_idx" ON "sellers" USING btree ("seller_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_booths_owner_idx" ON "ticket_booths" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ticket_lines_ticket_idx" ON "ticket_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_booth_idx" ON "tickets" USING btree ("ticket_booth_id");--> statement-breakpoint
CREATE INDEX "tickets_seller_idx" ON "tickets" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "tickets_draw_idx" ON "tickets" USING btree ("draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");