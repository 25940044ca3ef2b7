CREATE FUNCTION "draw_number_scope_refresh"(p_scope text, p_scope_id integer, p_game_type_id integer, p_draw_id integer, p_selection text, p_currency text DEFAULT NULL)
RETURNS void LANGUAGE sql AS $$
  UPDATE draw_number_scope_sales s
  SET max_amount = sales_limit_of(s.scope, s.scope_id, s.draw_id, s.game_type_id, s.selection, s.currency)
  FROM draws d
  WHERE d.id = s.draw_id AND d.status <> 'settled'
    AND s.scope = p_scope AND s.scope_id = p_scope_id AND s.game_type_id = p_game_type_id
    AND (p_draw_id IS NULL OR s.draw_id = p_draw_id) AND (p_selection IS NULL OR s.selection = p_selection)
    AND (p_currency IS NULL OR s.currency = p_currency)
    AND s.max_amount IS DISTINCT FROM sales_limit_of(s.scope, s.scope_id, s.draw_id, s.game_type_id, s.selection, s.currency);
$$;
