ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;
