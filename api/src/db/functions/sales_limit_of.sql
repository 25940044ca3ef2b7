CREATE OR REPLACE FUNCTION "sales_limit_of"(p_scope text, p_scope_id integer, p_draw_id integer, p_game_type_id integer, p_selection text, p_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- A tope counts its currency's sales only; so does an owner's game configuration's limit in that currency.
  RETURN coalesce(
    (SELECT l.max_amount FROM sales_limits l
      WHERE l.scope = p_scope AND coalesce(l.scope_id, 0) = p_scope_id AND l.game_type_id = p_game_type_id AND l.currency = p_currency
        AND coalesce(l.draw_id, 0) IN (0, p_draw_id) AND coalesce(l.selection, '') IN ('', p_selection)
      ORDER BY l.selection IS NULL, l.draw_id IS NULL
      LIMIT 1),
    (SELECT nullif(CASE p_currency WHEN 'VES' THEN c.sales_limit_ves ELSE c.sales_limit_usd END, 0)::numeric FROM user_game_configs c
      WHERE p_scope = 'owner' AND c.user_id = p_scope_id AND c.game_type_id = p_game_type_id));
END $$;
