CREATE OR REPLACE FUNCTION "draw_number_sales_move_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM draw_number_sales_apply(ARRAY(
    SELECT ROW(k.draw_id, l.game_type_id, l.selection, k.ticket_booth_id, k.seller_id,
               k.sign * sum(l.amount), k.sign, k.sign * count(*)::integer, k.sign * sum(l.potential_payout), k.currency)::draw_number_delta
    FROM ticket_lines l
    CROSS JOIN (VALUES (-1, OLD.draw_id, OLD.ticket_booth_id, OLD.seller_id, OLD.cancelled_at IS NULL, OLD.currency),
                       (1, NEW.draw_id, NEW.ticket_booth_id, NEW.seller_id, NEW.cancelled_at IS NULL, NEW.currency))
      AS k(sign, draw_id, ticket_booth_id, seller_id, counts, currency)
    WHERE l.ticket_id = NEW.id AND k.counts
    GROUP BY k.sign, k.draw_id, k.ticket_booth_id, k.seller_id, k.currency, l.game_type_id, l.selection));
  RETURN NULL;
END $$;
