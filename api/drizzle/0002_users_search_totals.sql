CREATE TABLE "users_search_totals" (
	"pattern" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_search_totals_total_check" CHECK ("users_search_totals"."total" >= 0)
);
--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
CREATE INDEX "users_live_id_idx" ON "users" USING btree ("id") WHERE "users"."deletedat" IS NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The empty search: every live user. Always present, never evicted.
INSERT INTO "users_search_totals" ("pattern", "total") SELECT '%%', count(*) FROM "users" WHERE "deletedat" IS NULL;--> statement-breakpoint
-- Inserted and deleted users (statement triggers, so a bulk insert adjusts each total once): every
-- stored total whose pattern a live one of them matches moves by that many. Rows are locked in
-- pattern order first, so writers that touch the same totals never wait on each other in a cycle.
CREATE FUNCTION "users_search_totals_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM users_search_totals s
    WHERE EXISTS (SELECT 1 FROM changed_users u WHERE u.deletedat IS NULL AND u.search_text LIKE s.pattern)
    ORDER BY s.pattern
    FOR UPDATE;
  UPDATE users_search_totals s
    SET total = s.total + direction * (SELECT count(*) FROM changed_users u WHERE u.deletedat IS NULL AND u.search_text LIKE s.pattern)
    WHERE EXISTS (SELECT 1 FROM changed_users u WHERE u.deletedat IS NULL AND u.search_text LIKE s.pattern);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_totals_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS changed_users FOR EACH STATEMENT EXECUTE FUNCTION "users_search_totals_count_rows"();--> statement-breakpoint
CREATE TRIGGER "users_search_totals_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS changed_users FOR EACH STATEMENT EXECUTE FUNCTION "users_search_totals_count_rows"();--> statement-breakpoint
-- An edited, deleted (deletedat set) or restored user: each total it matched before and not after
-- loses one, and the other way round.
CREATE FUNCTION "users_search_totals_move_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users_search_totals s
    WHERE (OLD.deletedat IS NULL AND OLD.search_text LIKE s.pattern) <> (NEW.deletedat IS NULL AND NEW.search_text LIKE s.pattern)
    ORDER BY s.pattern
    FOR UPDATE;
  UPDATE users_search_totals s
    SET total = s.total + CASE WHEN NEW.deletedat IS NULL AND NEW.search_text LIKE s.pattern THEN 1 ELSE -1 END
    WHERE (OLD.deletedat IS NULL AND OLD.search_text LIKE s.pattern) <> (NEW.deletedat IS NULL AND NEW.search_text LIKE s.pattern);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_totals_update" AFTER UPDATE OF "first_name", "last_name", "email", "document_number", "username", "deletedat" ON "users"
  FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR (OLD.deletedat IS NULL) <> (NEW.deletedat IS NULL))
  EXECUTE FUNCTION "users_search_totals_move_row"();--> statement-breakpoint
-- The total of a search: the stored one, or counted and stored. Writers wait while it counts (SHARE
-- on users), so no write falls between the count and the stored row that later writes adjust; fills
-- wait for each other (SHARE ROW EXCLUSIVE on the totals), so evictions never cross. Relies on
-- READ COMMITTED writers (the default), whose triggers see a total stored after they began.
-- Beyond 1,000 stored patterns the oldest fills are evicted: every write checks every pattern.
CREATE FUNCTION "users_search_total"(search_pattern text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  SELECT total INTO counted FROM users_search_totals WHERE pattern = search_pattern;
  IF FOUND THEN
    RETURN counted;
  END IF;
  LOCK TABLE users IN SHARE MODE;
  LOCK TABLE users_search_totals IN SHARE ROW EXCLUSIVE MODE;
  SELECT total INTO counted FROM users_search_totals WHERE pattern = search_pattern;
  IF FOUND THEN
    RETURN counted;
  END IF;
  SELECT count(*) INTO counted FROM users WHERE deletedat IS NULL AND search_text LIKE search_pattern;
  INSERT INTO users_search_totals (pattern, total) VALUES (search_pattern, counted);
  DELETE FROM users_search_totals WHERE pattern IN (
    SELECT pattern FROM users_search_totals WHERE pattern <> '%%' ORDER BY filled_at DESC, pattern OFFSET 1000);
  RETURN counted;
END $$;
