CREATE OR REPLACE FUNCTION "booth_days_open"(booth_ids integer[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booth_days (ticket_booth_id, day, owner_id, participation_percentage)
  SELECT k.ticket_booth_id, k.day, b.owner_id, coalesce(us.setting_value, 0)
  FROM (SELECT DISTINCT * FROM unnest(booth_ids, days) AS k(ticket_booth_id, day)) k
  JOIN ticket_booths b ON b.id = k.ticket_booth_id
  LEFT JOIN user_settings us ON us.user_id = b.owner_id AND us.setting_key = 'participation_percentage'
  WHERE NOT EXISTS (SELECT 1 FROM booth_days d WHERE d.ticket_booth_id = k.ticket_booth_id AND d.day = k.day)
  ORDER BY 1, 2
  ON CONFLICT (ticket_booth_id, day) DO NOTHING;
END $$;
