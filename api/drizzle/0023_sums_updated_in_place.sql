-- A sale updates the sums of each of its numbers in place: the rows of draw_number_sales,
-- draw_number_totals and draw_number_scope_sales it adds to become heap-only tuples (HOT), with no
-- new index entry, once no index reads a column whose value a sale changes. Before, partial indexes
-- on `lines = 0` and `amount > max_amount` made every such update add an entry to each index of its
-- row: about a dozen per line sold.
-- - A row left without lines is deleted by its key, right after the sums move (draw_number_sales_apply).
-- - The numbers past their limit are indexed by a column of their own, `over_limit`: a sale never
--   passes a limit, so it leaves that value as it was.
-- - The tables a sale updates keep room on each page for the rows' next versions (fillfactor).
DROP INDEX "draw_number_sales_empty_idx";--> statement-breakpoint
DROP INDEX "draw_number_totals_empty_idx";--> statement-breakpoint
DROP INDEX "draw_number_scope_sales_over_idx";--> statement-breakpoint
ALTER TABLE "draw_number_scope_sales" ADD COLUMN "over_limit" boolean GENERATED ALWAYS AS (amount > max_amount) STORED;--> statement-breakpoint
CREATE INDEX "draw_number_scope_sales_over_idx" ON "draw_number_scope_sales" USING btree ("draw_id") WHERE "draw_number_scope_sales"."over_limit";--> statement-breakpoint
ALTER TABLE "draw_number_sales" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "draw_number_totals" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "draw_number_scope_sales" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "daily_sales" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "daily_seller_sales" SET (fillfactor = 70);--> statement-breakpoint
-- 0014's sums, with the rows left without lines deleted by the keys the deltas touched.
CREATE OR REPLACE FUNCTION "draw_number_sales_apply"(deltas draw_number_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO draw_number_sales AS s (draw_id, game_type_id, selection, ticket_booth_id, seller_id, amount, tickets, lines, payout)
    SELECT d.draw_id, d.game_type_id, d.selection, d.ticket_booth_id, d.seller_id, sum(d.amount), sum(d.tickets), sum(d.lines), sum(d.payout)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (draw_id, game_type_id, selection, ticket_booth_id, seller_id) DO UPDATE
    SET amount = s.amount + excluded.amount, tickets = s.tickets + excluded.tickets,
        lines = s.lines + excluded.lines, payout = s.payout + excluded.payout;
  INSERT INTO draw_number_totals AS n (draw_id, game_type_id, selection, amount, tickets, lines, payout)
    SELECT d.draw_id, d.game_type_id, d.selection, sum(d.amount), sum(d.tickets), sum(d.lines), sum(d.payout)
    FROM unnest(deltas) d
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (draw_id, game_type_id, selection) DO UPDATE
    SET amount = n.amount + excluded.amount, tickets = n.tickets + excluded.tickets,
        lines = n.lines + excluded.lines, payout = n.payout + excluded.payout;
  INSERT INTO draw_number_scope_sales AS s (draw_id, game_type_id, selection, scope, scope_id, amount, max_amount)
    SELECT m.draw_id, m.game_type_id, m.selection, m.scope, m.scope_id, m.amount,
           CASE WHEN NOT EXISTS (
             SELECT 1 FROM draw_number_scope_sales x
             WHERE (x.draw_id, x.game_type_id, x.selection, x.scope, x.scope_id) = (m.draw_id, m.game_type_id, m.selection, m.scope, m.scope_id))
           THEN sales_limit_of(m.scope, m.scope_id, m.draw_id, m.game_type_id, m.selection) END
    FROM (
      SELECT d.draw_id, d.game_type_id, d.selection, k.scope, k.scope_id, sum(d.amount) AS amount
      FROM unnest(deltas) d
      JOIN ticket_booths b ON b.id = d.ticket_booth_id
      CROSS JOIN LATERAL (VALUES ('global', 0), ('owner', b.owner_id), ('booth', d.ticket_booth_id), ('seller', d.seller_id)) k(scope, scope_id)
      WHERE k.scope_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) m
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (draw_id, game_type_id, selection, scope, scope_id) DO UPDATE SET amount = s.amount + excluded.amount;
  DELETE FROM draw_number_sales s
    USING (SELECT DISTINCT d.draw_id, d.game_type_id, d.selection, d.ticket_booth_id, d.seller_id FROM unnest(deltas) d) k
    WHERE (s.draw_id, s.game_type_id, s.selection, s.ticket_booth_id, s.seller_id) = (k.draw_id, k.game_type_id, k.selection, k.ticket_booth_id, k.seller_id)
      AND s.lines = 0;
  DELETE FROM draw_number_totals n
    USING (SELECT DISTINCT d.draw_id, d.game_type_id, d.selection FROM unnest(deltas) d) k
    WHERE (n.draw_id, n.game_type_id, n.selection) = (k.draw_id, k.game_type_id, k.selection)
      AND n.lines = 0;
END $$;
