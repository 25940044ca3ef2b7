-- History in the order it happened: an audit row's time is when it was written (after the write's
-- row locks), no longer when its transaction began.
ALTER TABLE "audit_log" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
-- A 6/49 result is a set of balls, now stored in ascending order (resultText): so are the results
-- stored before, in force and in the history, or a correction to the same balls would not be seen
-- as one.
UPDATE "draws" SET "winning_numbers" = (
  SELECT string_agg(ball, '-' ORDER BY ball::int) FROM unnest(string_to_array("winning_numbers", '-')) AS ball
)
WHERE "winning_numbers" IS NOT NULL
  AND "module_id" IN (SELECT "id" FROM "modules" WHERE "result_format" = 'balls6of49');--> statement-breakpoint
UPDATE "draw_results" SET
  "winning_numbers" = (
    SELECT string_agg(ball, '-' ORDER BY ball::int) FROM unnest(string_to_array("winning_numbers", '-')) AS ball
  ),
  "previous_numbers" = (
    SELECT string_agg(ball, '-' ORDER BY ball::int) FROM unnest(string_to_array("previous_numbers", '-')) AS ball
  )
WHERE "draw_id" IN (
  SELECT d."id" FROM "draws" d JOIN "modules" m ON m."id" = d."module_id" WHERE m."result_format" = 'balls6of49'
);
