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
