CREATE FUNCTION "booth_day_sums"(p_booth integer, p_day date, p_currency text)
RETURNS TABLE (tickets integer, sales numeric, cancelled_tickets integer, cancelled numeric, paid_tickets integer, prizes_paid numeric, commission numeric)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(s.tickets - s.cancelled_tickets), 0)::integer, coalesce(sum(s.sales - s.cancelled), 0),
         coalesce(sum(s.cancelled_tickets), 0)::integer, coalesce(sum(s.cancelled), 0),
         coalesce(sum(s.paid_tickets), 0)::integer, coalesce(sum(s.prizes_paid), 0),
         coalesce(sum(s.commission - s.cancelled_commission), 0)
  FROM daily_seller_sales s WHERE s.day = p_day AND s.ticket_booth_id = p_booth AND s.currency = p_currency;
$$;
