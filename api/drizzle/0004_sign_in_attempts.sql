CREATE TABLE "sign_in_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "loginattempts_expire_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_limits_expires_idx" ON "sign_in_limits" USING btree ("expires_at");--> statement-breakpoint
-- Failed sign-ins now count for a lock period (15 minutes by default) after the last one; counts
-- made before this migration, locks included, run for 15 minutes from now.
UPDATE "users" SET "loginattempts_expire_at" = now() + interval '15 minutes' WHERE "loginattempts" > 0;
