-- A booth terminal's sign-in holds its attempts in flight apart from failures, as a user's does:
-- the seller account's attempts whose password is being checked, counted until signin_pending_until.
ALTER TABLE "sellers" ADD COLUMN "signin_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "signin_pending_until" timestamp with time zone;
