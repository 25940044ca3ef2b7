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
