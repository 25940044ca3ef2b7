ALTER TABLE "users" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions made before this migration were made with the password the user has now (version 0).
ALTER TABLE "sessions" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "password_version" DROP DEFAULT;
