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
);
--> statement-breakpoint
INSERT INTO "currency_settings" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD COLUMN "currencies" text[] DEFAULT '{USD}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "currency" text DEFAULT coalesce(nullif(current_setting('banca.sale_currency', true), ''), 'USD') NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_booths" ADD CONSTRAINT "ticket_booths_currencies_check" CHECK ("ticket_booths"."currencies" <@ '{VES,USD}'::text[] AND cardinality("ticket_booths"."currencies") >= 1);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_currency_check" CHECK ("tickets"."currency" IN ('VES', 'USD'));