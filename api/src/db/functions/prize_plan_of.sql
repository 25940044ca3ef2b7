CREATE FUNCTION "prize_plan_of"(p_booth integer, p_owner integer, p_game_type integer)
RETURNS TABLE (payout numeric, commission_percentage numeric) LANGUAGE sql STABLE AS $$
  SELECT coalesce(b.payout, c.payout, g.payout),
         coalesce(b.commission_percentage, c.commission_percentage,
                  (SELECT us.setting_value FROM user_settings us WHERE us.user_id = p_owner AND us.setting_key = 'sale_percentage'), 0)
  FROM game_types g
  LEFT JOIN user_game_configs c ON c.user_id = p_owner AND c.game_type_id = g.id
  LEFT JOIN booth_game_configs b ON b.ticket_booth_id = p_booth AND b.game_type_id = g.id
  WHERE g.id = p_game_type
$$;
