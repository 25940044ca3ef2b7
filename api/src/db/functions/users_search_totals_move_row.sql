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
END $$;
