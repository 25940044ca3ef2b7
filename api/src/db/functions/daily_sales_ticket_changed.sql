CREATE OR REPLACE FUNCTION "daily_sales_ticket_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_sales_apply(ARRAY(
    SELECT ROW(k.sign, k.ticket_booth_id, k.seller_id, k.created_at, k.cancelled_at, k.paid_at, l.game_type_id,
               l.amount, l.commission, l.is_winner, l.potential_payout, l.id = min(l.id) OVER (PARTITION BY k.sign), k.currency)::daily_sales_line
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.ticket_booth_id, OLD.seller_id, OLD.created_at, OLD.cancelled_at, OLD.paid_at, OLD.currency),
                       (1, NEW.ticket_booth_id, NEW.seller_id, NEW.created_at, NEW.cancelled_at, NEW.paid_at, NEW.currency))
      AS k(sign, ticket_booth_id, seller_id, created_at, cancelled_at, paid_at, currency)
    WHERE l.ticket_id = NEW.id));
  RETURN NULL;
END $$;
