CREATE FUNCTION "booth_day_refunds"(p_booth integer, p_day date, p_currency text)
RETURNS TABLE (refund_tickets integer, refunds numeric, refunds_paid numeric)
LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*) FROM tickets t WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency
       AND t.refunded_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refunded_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas'))::integer,
    (SELECT coalesce(sum(t.amount), 0) FROM tickets t WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency
       AND t.refunded_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refunded_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas')),
    (SELECT coalesce(sum(t.amount), 0) FROM tickets t WHERE t.ticket_booth_id = p_booth AND t.currency = p_currency
       AND t.refund_paid_at >= (p_day::timestamp AT TIME ZONE 'America/Caracas')
       AND t.refund_paid_at < ((p_day + 1)::timestamp AT TIME ZONE 'America/Caracas'));
$$;
