CREATE OR REPLACE FUNCTION "daily_sales_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
  added integer[];
  removed daily_sales_line_state[];
BEGIN
  IF current_setting('banca.sale_sums', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT l.ticket_id), array_agg(l.id) INTO touched, added FROM new_lines l;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.ticket_id),
           array_agg(ROW(o.id, o.ticket_id, o.game_type_id, o.amount, o.commission, o.is_winner, o.potential_payout)::daily_sales_line_state)
      INTO touched, removed
    FROM old_lines o;
  ELSE
    SELECT array_agg(DISTINCT o.ticket_id) || array_agg(DISTINCT n.ticket_id), array_agg(o.id),
           array_agg(ROW(o.id, o.ticket_id, o.game_type_id, o.amount, o.commission, o.is_winner, o.potential_payout)::daily_sales_line_state)
      INTO touched, added, removed
    FROM old_lines o JOIN new_lines n ON n.id = o.id
    WHERE (o.ticket_id, o.game_type_id, o.amount, o.commission, o.is_winner, o.potential_payout)
          IS DISTINCT FROM (n.ticket_id, n.game_type_id, n.amount, n.commission, n.is_winner, n.potential_payout);
  END IF;
  PERFORM daily_sales_recount(touched, added, removed);
  RETURN NULL;
END $$;
