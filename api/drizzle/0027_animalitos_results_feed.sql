-- Animalitos and results from a feed (issue 36): a lottery may take the feed's results at once
-- (auto_results), a draw keeps a result the feed proposed until a person confirms it, and a
-- result may be entered by the feed (source) instead of an administrator.
ALTER TABLE "draw_results" ALTER COLUMN "entered_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_results" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "proposed_numbers" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "proposed_source" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "auto_results" boolean DEFAULT false NOT NULL;