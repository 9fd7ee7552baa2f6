CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wish_list_items_list_idx" ON "wish_list_items" USING btree ("list_id","id");