CREATE OR REPLACE FUNCTION "daily_sales_apply"(lines daily_sales_line[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moves daily_sales[];
BEGIN
  IF coalesce(cardinality(lines), 0) = 0 THEN
    RETURN;
  END IF;
  moves := ARRAY(
    SELECT ROW(e.day, e.ticket_booth_id, e.seller_id, e.game_type_id, sum(e.tickets), sum(e.sales), sum(e.commission),
               sum(e.cancelled_tickets), sum(e.cancelled), sum(e.cancelled_commission), sum(e.winning_tickets),
               sum(e.prizes), sum(e.paid_tickets), sum(e.prizes_paid), e.currency)::daily_sales
    FROM unnest(lines) l
    CROSS JOIN LATERAL (
      SELECT business_day(l.created_at) AS day, l.ticket_booth_id, l.seller_id, l.currency, l.game_type_id,
             l.sign * l.principal::integer AS tickets, l.sign * l.amount AS sales, l.sign * l.commission AS commission,
             0 AS cancelled_tickets, 0 AS cancelled, 0 AS cancelled_commission,
             CASE WHEN l.cancelled_at IS NULL AND l.is_winner AND l.principal THEN l.sign ELSE 0 END AS winning_tickets,
             CASE WHEN l.cancelled_at IS NULL AND l.is_winner THEN l.sign * l.payout ELSE 0 END AS prizes,
             0 AS paid_tickets, 0 AS prizes_paid
      UNION ALL
      SELECT business_day(l.cancelled_at), l.ticket_booth_id, l.seller_id, l.currency, l.game_type_id, 0, 0, 0,
             l.sign * l.principal::integer, l.sign * l.amount, l.sign * l.commission, 0, 0, 0, 0
      WHERE l.cancelled_at IS NOT NULL
      UNION ALL
      SELECT business_day(l.paid_at), l.ticket_booth_id, l.seller_id, l.currency, l.game_type_id, 0, 0, 0, 0, 0, 0, 0, 0,
             l.sign * l.principal::integer, CASE WHEN l.is_winner THEN l.sign * l.payout ELSE 0 END
      WHERE l.paid_at IS NOT NULL
    ) e
    GROUP BY e.day, e.ticket_booth_id, e.seller_id, e.currency, e.game_type_id
    HAVING sum(e.tickets) <> 0 OR sum(e.sales) <> 0 OR sum(e.commission) <> 0 OR sum(e.cancelled_tickets) <> 0
        OR sum(e.cancelled) <> 0 OR sum(e.cancelled_commission) <> 0 OR sum(e.winning_tickets) <> 0 OR sum(e.prizes) <> 0
        OR sum(e.paid_tickets) <> 0 OR sum(e.prizes_paid) <> 0
    ORDER BY e.day, e.ticket_booth_id, e.seller_id, e.currency, e.game_type_id);
  IF cardinality(moves) = 0 THEN
    RETURN;
  END IF;
  PERFORM booth_days_open(ARRAY(SELECT m.ticket_booth_id FROM unnest(moves) m), ARRAY(SELECT m.day FROM unnest(moves) m));
  INSERT INTO daily_sales AS s
  SELECT * FROM unnest(moves) m ORDER BY m.day, m.ticket_booth_id, m.seller_id, m.currency, m.game_type_id
  ON CONFLICT (day, ticket_booth_id, seller_id, currency, game_type_id) DO UPDATE
  SET tickets = s.tickets + excluded.tickets, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission,
      cancelled_tickets = s.cancelled_tickets + excluded.cancelled_tickets, cancelled = s.cancelled + excluded.cancelled,
      cancelled_commission = s.cancelled_commission + excluded.cancelled_commission,
      winning_tickets = s.winning_tickets + excluded.winning_tickets, prizes = s.prizes + excluded.prizes,
      paid_tickets = s.paid_tickets + excluded.paid_tickets, prizes_paid = s.prizes_paid + excluded.prizes_paid;
  -- The same moves per seller account over every game type, after daily_sales and in key order.
  INSERT INTO daily_seller_sales AS s
  SELECT m.day, m.ticket_booth_id, m.seller_id, sum(m.tickets), sum(m.sales), sum(m.commission), sum(m.cancelled_tickets),
         sum(m.cancelled), sum(m.cancelled_commission), sum(m.winning_tickets), sum(m.prizes), sum(m.paid_tickets), sum(m.prizes_paid),
         m.currency
  FROM unnest(moves) m
  GROUP BY m.day, m.ticket_booth_id, m.seller_id, m.currency
  ORDER BY m.day, m.ticket_booth_id, m.seller_id, m.currency
  ON CONFLICT (day, ticket_booth_id, seller_id, currency) DO UPDATE
  SET tickets = s.tickets + excluded.tickets, sales = s.sales + excluded.sales, commission = s.commission + excluded.commission,
      cancelled_tickets = s.cancelled_tickets + excluded.cancelled_tickets, cancelled = s.cancelled + excluded.cancelled,
      cancelled_commission = s.cancelled_commission + excluded.cancelled_commission,
      winning_tickets = s.winning_tickets + excluded.winning_tickets, prizes = s.prizes + excluded.prizes,
      paid_tickets = s.paid_tickets + excluded.paid_tickets, prizes_paid = s.prizes_paid + excluded.prizes_paid;
  -- Only a line taken out can leave a row at zero (the usual sale adds and skips this).
  IF EXISTS (SELECT 1 FROM unnest(lines) l WHERE l.sign < 0) THEN
    DELETE FROM daily_sales s USING unnest(moves) m
    WHERE (s.day, s.ticket_booth_id, s.seller_id, s.currency, s.game_type_id) = (m.day, m.ticket_booth_id, m.seller_id, m.currency, m.game_type_id)
      AND s.tickets = 0 AND s.sales = 0 AND s.commission = 0 AND s.cancelled_tickets = 0 AND s.cancelled = 0
      AND s.cancelled_commission = 0 AND s.winning_tickets = 0 AND s.prizes = 0 AND s.paid_tickets = 0 AND s.prizes_paid = 0;
    DELETE FROM daily_seller_sales s USING (SELECT DISTINCT m.day, m.ticket_booth_id, m.seller_id, m.currency FROM unnest(moves) m) m
    WHERE (s.day, s.ticket_booth_id, s.seller_id, s.currency) = (m.day, m.ticket_booth_id, m.seller_id, m.currency)
      AND s.tickets = 0 AND s.sales = 0 AND s.commission = 0 AND s.cancelled_tickets = 0 AND s.cancelled = 0
      AND s.cancelled_commission = 0 AND s.winning_tickets = 0 AND s.prizes = 0 AND s.paid_tickets = 0 AND s.prizes_paid = 0;
  END IF;
END $$;
