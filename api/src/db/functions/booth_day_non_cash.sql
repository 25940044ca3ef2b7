CREATE FUNCTION "booth_day_non_cash"(p_booth integer, p_day date, p_currency text)
RETURNS TABLE (pago_movil numeric, transferencia numeric, punto numeric)
LANGUAGE sql STABLE AS $$
  WITH moves AS (
    SELECT t.payment_method AS method, t.amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency AND t.payment_method <> 'efectivo'
      AND t.created_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.created_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
    UNION ALL
    SELECT t.payment_method, -t.amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency AND t.payment_method <> 'efectivo' AND t.cancelled_at IS NOT NULL AND t.refunded_at IS NULL
      AND t.cancelled_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.cancelled_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
    UNION ALL
    SELECT t.paid_method, -t.paid_amount FROM tickets t
    WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency AND t.paid_method <> 'efectivo'
      AND t.paid_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas') AND t.paid_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')
  )
  SELECT coalesce(sum(amount) FILTER (WHERE method = 'pago_movil'), 0), coalesce(sum(amount) FILTER (WHERE method = 'transferencia'), 0),
         coalesce(sum(amount) FILTER (WHERE method = 'punto'), 0)
  FROM moves;
$$;
