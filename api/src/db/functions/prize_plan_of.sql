CREATE FUNCTION "prize_plan_of"(p_owner integer, p_game_type integer)
RETURNS TABLE (payout numeric, commission_percentage numeric) LANGUAGE sql STABLE AS $$
  SELECT coalesce(c.payout, g.payout),
         coalesce(c.commission_percentage,
                  (SELECT us.setting_value FROM user_settings us WHERE us.user_id = p_owner AND us.setting_key = 'sale_percentage'), 0)
  FROM game_types g
  LEFT JOIN user_game_configs c ON c.user_id = p_owner AND c.game_type_id = g.id
  WHERE g.id = p_game_type
$$;
