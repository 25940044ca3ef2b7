CREATE FUNCTION "users_list_page"(search_pattern text, skip integer, page_size integer)
RETURNS TABLE (
  total integer, id integer, username text, first_name text, last_name text, document_type text,
  document_number text, email text, avatar text, role text, country text,
  isactive boolean, loginattempts integer, loginattempts_expire_at timestamp with time zone
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
             u.avatar, u.role, u.country, u.isactive, u.loginattempts, u.loginattempts_expire_at
      FROM users u WHERE u.deletedat IS NULL AND u.search_text LIKE search_pattern
      ORDER BY u.id + 0 LIMIT page_size OFFSET skip;
  ELSIF 2 * skip < matching THEN
    RETURN QUERY
      SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
             u.avatar, u.role, u.country, u.isactive, u.loginattempts, u.loginattempts_expire_at
      FROM users u WHERE u.deletedat IS NULL AND (search_pattern = '%%' OR (u.search_text || '') LIKE search_pattern)
      ORDER BY u.id LIMIT page_size OFFSET skip;
  ELSE
    -- The page counted from the last match: skip the ones after it, read back, turn around.
    after := greatest(matching - skip - page_size, 0);
    RETURN QUERY
      SELECT * FROM (
        SELECT matching, u.id, u.username, u.first_name, u.last_name, u.document_type, u.document_number, u.email,
               u.avatar, u.role, u.country, u.isactive, u.loginattempts, u.loginattempts_expire_at
        FROM users u WHERE u.deletedat IS NULL AND (search_pattern = '%%' OR (u.search_text || '') LIKE search_pattern)
        ORDER BY u.id DESC LIMIT matching - skip - after OFFSET after
      ) back ORDER BY 2;
  END IF;
END $$;
