CREATE TABLE "users_search_totals" (
	"pattern" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_search_totals_total_check" CHECK ("users_search_totals"."total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "users_live_id_idx" ON "users" USING btree ("id") WHERE "users"."deletedat" IS NULL;--> statement-breakpoint
-- What drizzle-kit writes as a DROP and CREATE of the index, without rebuilding it.
ALTER INDEX "users_search_trgm" SET (gin_pending_list_limit = 256);--> statement-breakpoint
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
--> statement-breakpoint
-- A page of the users list with its total (users.ts, UserListQueries, says how the page is read).
-- One call, so PGlite parses one statement per page and the plans stay cached in the function.
-- With no row to show, one row carrying only the total.
CREATE FUNCTION "users_list_page"(search_pattern text, skip integer, page_size integer)
RETURNS TABLE (
  total integer, id integer, username text, first_name text, last_name text, document_type text,
  document_number text, email text, avatar text, role text, account_balance numeric, country text,
  isactive boolean, loginattempts integer
) LANGUAGE plpgsql AS $$
DECLARE
  live integer;
  matching integer;
  after integer;
BEGIN
  SELECT s.total INTO live FROM users_search_totals s WHERE s.pattern = '%%';
  SELECT s.total INTO matching FROM users_search_totals s WHERE s.pattern = search_pattern;
  IF NOT FOUND THEN
    matching := users_search_total(search_pattern);
  END IF;
  IF skip >= matching THEN
    total := matching;
    RETURN NEXT;
    RETURN;
  END IF;
  -- `|| ''` keeps a walk off the trigram index; `id + 0` keeps a collection off the id order. The
  -- plain list (`%%`) walks without testing each row.
  IF 3 * matching::float8 * matching < (skip + page_size)::float8 * live THEN
    RETURN QUERY
      SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
             u.avatar, u.role, u.account_balance, u.country, u.isactive, u.loginattempts
      FROM users u WHERE u.deletedat IS NULL AND u.search_text LIKE search_pattern
      ORDER BY u.id + 0 LIMIT page_size OFFSET skip;
  ELSIF 2 * skip < matching THEN
    RETURN QUERY
      SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
             u.avatar, u.role, u.account_balance, u.country, u.isactive, u.loginattempts
      FROM users u WHERE u.deletedat IS NULL AND (search_pattern = '%%' OR (u.search_text || '') LIKE search_pattern)
      ORDER BY u.id LIMIT page_size OFFSET skip;
  ELSE
    -- The page counted from the last match: skip the ones after it, read back, turn around.
    after := greatest(matching - skip - page_size, 0);
    RETURN QUERY
      SELECT * FROM (
        SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
               u.avatar, u.role, u.account_balance, u.country, u.isactive, u.loginattempts
        FROM users u WHERE u.deletedat IS NULL AND (search_pattern = '%%' OR (u.search_text || '') LIKE search_pattern)
        ORDER BY u.id DESC LIMIT matching - skip - after OFFSET after
      ) back ORDER BY 2;
  END IF;
END $$;
