CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"full" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_discounts" (
	"product_id" text NOT NULL,
	"min_quantity" integer NOT NULL,
	"price_ex_vat" numeric(12, 2) NOT NULL,
	CONSTRAINT "bulk_discounts_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('danish'::regconfig, "categories"."name" || ' ' || "categories"."description")) STORED
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('danish'::regconfig, "cms_pages"."title"), 'A') || setweight(to_tsvector('danish'::regconfig, "cms_pages"."summary"), 'B') || setweight(to_tsvector('danish'::regconfig, regexp_replace("cms_pages"."body", '<[^>]*>', ' ', 'g')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "duties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_ex_vat" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_duties" (
	"product_id" text NOT NULL,
	"duty_id" text NOT NULL,
	CONSTRAINT "product_duties_product_id_duty_id_pk" PRIMARY KEY("product_id","duty_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'stk' NOT NULL,
	"colli" integer DEFAULT 1 NOT NULL,
	"allow_purchase" boolean DEFAULT true NOT NULL,
	"show_stock" boolean DEFAULT true NOT NULL,
	"show_prices" boolean DEFAULT true NOT NULL,
	"has_variants" boolean DEFAULT false NOT NULL,
	"price_ex_vat" numeric(12, 2) NOT NULL,
	"standard_price_ex_vat" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"delivery_message" text DEFAULT '' NOT NULL,
	"restock_message" text DEFAULT '' NOT NULL,
	"show_delivery_message_on_lists" boolean DEFAULT false NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('danish'::regconfig, "products"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, "products"."sku"), 'A') || setweight(to_tsvector('danish'::regconfig, "products"."keywords"), 'B') || setweight(to_tsvector('danish'::regconfig, regexp_replace("products"."long_description", '<[^>]*>', ' ', 'g')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"dimension1_code" text DEFAULT '' NOT NULL,
	"dimension2_code" text DEFAULT '' NOT NULL,
	"dimension_count" integer DEFAULT 1 NOT NULL,
	"allow_purchase" boolean DEFAULT true NOT NULL,
	"unit" text DEFAULT 'stk' NOT NULL,
	"colli" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"addon_parent" text,
	"position" serial NOT NULL,
	CONSTRAINT "cart_lines_cart_id_product_id_variant_id_pk" PRIMARY KEY("cart_id","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text,
	"user_id" integer,
	"free_gift_product_id" text,
	"free_gift_removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"vatno" text DEFAULT '' NOT NULL,
	"eanno" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"profiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"type" text NOT NULL,
	"item_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"lookup_key" text NOT NULL,
	"shop_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cardrequested" boolean DEFAULT false NOT NULL,
	"invitationstate" text DEFAULT 'MANUAL' NOT NULL,
	"createdate" timestamp with time zone DEFAULT now() NOT NULL,
	"lastupdate" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "giftshop_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"customer_id" text,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"att" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_shops" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_id" text,
	"user_id" integer NOT NULL,
	"startdate" date,
	"enddate" date,
	"delivery" date,
	"delivery_address_id" integer,
	"wrappingrequested" boolean DEFAULT false NOT NULL,
	"homedeliveryrequested" boolean DEFAULT false NOT NULL,
	"requireddefaultproducts" integer DEFAULT 1 NOT NULL,
	"defaultproducts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theme" jsonb,
	"message" text DEFAULT '' NOT NULL,
	"emailmessage" text DEFAULT '' NOT NULL,
	"cardsrequested" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_customer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"code_id" text,
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "salesperson_users" (
	"salesperson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "salesperson_users_salesperson_id_user_id_pk" PRIMARY KEY("salesperson_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"acting_as_user_id" integer,
	"selected_customer_id" text,
	"customer_profile" text,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"customer_id" text,
	"user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"replacements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ensured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"customer_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wish_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wish_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_discounts" ADD CONSTRAINT "bulk_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_duties" ADD CONSTRAINT "product_duties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_duties" ADD CONSTRAINT "product_duties_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_shop_id_gift_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."gift_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftshop_addresses" ADD CONSTRAINT "giftshop_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftshop_addresses" ADD CONSTRAINT "giftshop_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_shops" ADD CONSTRAINT "gift_shops_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_shops" ADD CONSTRAINT "gift_shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_shops" ADD CONSTRAINT "gift_shops_delivery_address_id_giftshop_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."giftshop_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_users" ADD CONSTRAINT "salesperson_users_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_users" ADD CONSTRAINT "salesperson_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_as_user_id_users_id_fk" FOREIGN KEY ("acting_as_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_selected_customer_id_customers_id_fk" FOREIGN KEY ("selected_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_list_id_wish_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wish_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_lists" ADD CONSTRAINT "wish_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_full_trgm_idx" ON "addresses" USING gin ("full" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cms_pages_parent_idx" ON "cms_pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cms_pages_search_idx" ON "cms_pages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "cms_pages_title_trgm_idx" ON "cms_pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "navigation_nodes_parent_idx" ON "navigation_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_sku_idx" ON "variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_idx" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_lookup_idx" ON "gift_codes" USING btree ("lookup_key");--> statement-breakpoint
CREATE INDEX "gift_codes_shop_idx" ON "gift_codes" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "gift_shops_user_idx" ON "gift_shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_key_idx" ON "translations" USING btree ("language","group","key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "wish_lists_user_label_idx" ON "wish_lists" USING btree ("user_id","label");