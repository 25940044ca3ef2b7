-- Sign-in hardening: the secret that signs device cookies (made by the server on its first start),
-- attempts in flight counted apart from failures, security events without a record in the audit
-- trail, and the audit screen's filters by action and by address.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "record_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "record_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_limits" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_limits" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signin_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signin_pending_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_address_idx" ON "audit_log" USING btree ("address","at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- History in the order it happened: an audit row's time is when it was written (after the write's
-- row locks), no longer when its transaction began.
ALTER TABLE "audit_log" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
-- A 6/49 result is a set of balls, now stored in ascending order (resultText): so are the results
-- stored before, in force and in the history, or a correction to the same balls would not be seen
-- as one.
UPDATE "draws" SET "winning_numbers" = (
  SELECT string_agg(ball, '-' ORDER BY ball::int) FROM unnest(string_to_array("winning_numbers", '-')) AS ball
)
WHERE "winning_numbers" IS NOT NULL
  AND "module_id" IN (SELECT "id" FROM "modules" WHERE "result_format" = 'balls6of49');--> statement-breakpoint
UPDATE "draw_results" SET
  "winning_numbers" = (
    SELECT string_agg(ball, '-' ORDER BY ball::int) FROM unnest(string_to_array("winning_numbers", '-')) AS ball
  ),
  "previous_numbers" = (
    SELECT string_agg(ball, '-' ORDER BY ball::int) FROM unnest(string_to_array("previous_numbers", '-')) AS ball
  )
WHERE "draw_id" IN (
  SELECT d."id" FROM "draws" d JOIN "modules" m ON m."id" = d."module_id" WHERE m."result_format" = 'balls6of49'
);
