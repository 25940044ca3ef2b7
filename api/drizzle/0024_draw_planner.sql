CREATE TABLE "module_schedules" (
	"module_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"time" text NOT NULL,
	CONSTRAINT "module_schedules_module_id_weekday_time_pk" PRIMARY KEY("module_id","weekday","time"),
	CONSTRAINT "module_schedules_weekday_check" CHECK ("module_schedules"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "module_schedules_time_check" CHECK ("module_schedules"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
DROP INDEX "draws_module_idx";--> statement-breakpoint
ALTER TABLE "module_schedules" ADD CONSTRAINT "module_schedules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_module_moment_key" ON "draws" USING btree ("module_id","draw_at");--> statement-breakpoint
-- A data folder made before the planner: each lottery draws at the hours its draws already had, every day.
INSERT INTO "module_schedules" ("module_id", "weekday", "time")
SELECT DISTINCT d."module_id", w."weekday", to_char(d."draw_at" AT TIME ZONE 'America/Caracas', 'HH24:MI')
FROM "draws" d CROSS JOIN generate_series(1, 7) AS w("weekday")
ON CONFLICT DO NOTHING;
