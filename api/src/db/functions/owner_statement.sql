CREATE FUNCTION "owner_statement"(p_owner integer, p_currency text)
RETURNS TABLE (day date, sales numeric, prizes numeric, commission numeric, net numeric, participation_percentage numeric,
               participation numeric, carried_loss numeric, payments numeric, balance numeric, open_booths integer)
LANGUAGE sql STABLE AS $$
  WITH booth_figures AS (
    SELECT d.id, d.day, d.opened_at, d.participation_percentage, d.status,
           coalesce(f.sales, live.sales, 0) AS sales, coalesce(f.prizes_paid, live.prizes_paid, 0) AS prizes,
           coalesce(f.commission, live.commission, 0) AS commission
    FROM booth_days d
    LEFT JOIN booth_day_figures f ON f.booth_day_id = d.id AND f.currency = p_currency
    -- The status test stands in the scan's own condition, so a closed day's sums are never read.
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(s.sales - s.cancelled), 0) AS sales, coalesce(sum(s.prizes_paid), 0) AS prizes_paid,
             coalesce(sum(s.commission - s.cancelled_commission), 0) AS commission
      FROM daily_seller_sales s
      WHERE d.status = 'open' AND s.day = d.day AND s.ticket_booth_id = d.ticket_booth_id AND s.currency = p_currency
    ) live ON true
    WHERE d.owner_id = p_owner
  ),
  sold AS (
    SELECT f.day, sum(f.sales) AS sales, sum(f.prizes) AS prizes, sum(f.commission) AS commission,
           (array_agg(f.participation_percentage ORDER BY f.opened_at, f.id))[1] AS pct,
           (count(*) FILTER (WHERE f.status = 'open'))::integer AS open_booths
    FROM booth_figures f GROUP BY f.day
  ),
  paid AS (
    SELECT m.day, sum(m.amount) AS payments
    FROM owner_payments p
    CROSS JOIN LATERAL (
      SELECT business_day(p.created_at) AS day, CASE p.direction WHEN 'owner_pays' THEN p.amount ELSE -p.amount END AS amount
      UNION ALL
      SELECT business_day(p.reversed_at), CASE p.direction WHEN 'owner_pays' THEN -p.amount ELSE p.amount END
      WHERE p.reversed_at IS NOT NULL
    ) m
    WHERE p.owner_id = p_owner AND p.currency = p_currency
    GROUP BY m.day
  ),
  days AS (
    SELECT coalesce(s.day, p.day) AS day, coalesce(s.sales, 0) AS sales, coalesce(s.prizes, 0) AS prizes,
           coalesce(s.commission, 0) AS commission, coalesce(s.sales, 0) - coalesce(s.prizes, 0) - coalesce(s.commission, 0) AS net,
           coalesce(s.pct, 0) AS pct, coalesce(p.payments, 0) AS payments, coalesce(s.open_booths, 0) AS open_booths
    FROM sold s FULL JOIN paid p ON p.day = s.day
  ),
  running AS (
    SELECT d.*, sum(d.net) OVER (ORDER BY d.day) AS running_net FROM days d
  ),
  peaks AS (
    SELECT r.*, greatest(0, max(r.running_net) OVER (ORDER BY r.day)) AS peak FROM running r
  ),
  shares AS (
    SELECT p.*, round(p.pct * (p.peak - coalesce(lag(p.peak) OVER (ORDER BY p.day), 0)) / 100, 2) AS participation FROM peaks p
  )
  SELECT s.day, s.sales, s.prizes, s.commission, s.net, s.pct, s.participation, s.running_net - s.peak, s.payments,
         sum(s.participation - s.net + s.payments) OVER (ORDER BY s.day), s.open_booths
  FROM shares s ORDER BY s.day;
$$;
