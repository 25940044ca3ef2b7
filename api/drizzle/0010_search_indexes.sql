CREATE INDEX "ticket_booths_name_trgm" ON "ticket_booths" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_code_trgm" ON "tickets" USING gin ("code" gin_trgm_ops);