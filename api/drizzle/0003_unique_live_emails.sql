-- E-mails become unique among live users (compared lower-cased). Where several live users already
-- share one, the oldest account keeps it and each other one gets the same address tagged with its
-- id (`name+duplicado<id>@domain`), which an administrator then corrects in the user's profile.
UPDATE "users" AS u
SET
	"email" = CASE
		WHEN u."email" ~ '@[^@]*$' THEN regexp_replace(u."email", '@([^@]*)$', '+duplicado' || u."id" || '@\1')
		ELSE u."email" || '+duplicado' || u."id"
	END,
	"updatedat" = now()
FROM (
	SELECT "id", row_number() OVER (PARTITION BY lower("email") ORDER BY "id") AS "rank"
	FROM "users"
	WHERE "deletedat" IS NULL
) AS d
WHERE u."id" = d."id" AND d."rank" > 1;--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_key" ON "users" USING btree (lower("email")) WHERE "users"."deletedat" IS NULL;
