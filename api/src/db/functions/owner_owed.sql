CREATE FUNCTION "owner_owed"(p_owner integer, p_currency text) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT -coalesce((SELECT s.balance FROM owner_statement(p_owner, p_currency) s ORDER BY s.day DESC LIMIT 1), 0);
$$;
