CREATE FUNCTION "owner_balances"(owner_ids integer[], p_currency text) RETURNS TABLE (owner_id integer, balance numeric) LANGUAGE sql STABLE AS $$
  SELECT o.id, coalesce((SELECT s.balance FROM owner_statement(o.id, p_currency) s ORDER BY s.day DESC LIMIT 1), 0)
  FROM (SELECT DISTINCT id FROM unnest(owner_ids) AS u(id)) o;
$$;
