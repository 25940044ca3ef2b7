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
END $$;
