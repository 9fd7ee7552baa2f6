CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id","brand_id","price_ex_vat","popularity","created_at");