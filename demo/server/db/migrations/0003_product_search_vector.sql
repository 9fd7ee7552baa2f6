ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('danish'::regconfig, "products"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, "products"."sku"), 'A') || setweight(to_tsvector('danish'::regconfig, "products"."keywords"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search");
