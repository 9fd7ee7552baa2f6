CREATE TABLE "salesperson_customers" (
	"salesperson_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	CONSTRAINT "salesperson_customers_salesperson_id_customer_id_pk" PRIMARY KEY("salesperson_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "salesperson_customers" ADD CONSTRAINT "salesperson_customers_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_customers" ADD CONSTRAINT "salesperson_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing databases: each salesperson keeps the customers of the users assigned to them (a new seed adds its own).
INSERT INTO "salesperson_customers" ("salesperson_id", "customer_id")
SELECT DISTINCT su."salesperson_id", u."customer_id" FROM "salesperson_users" su JOIN "users" u ON u."id" = su."user_id"
WHERE u."customer_id" IS NOT NULL ON CONFLICT DO NOTHING;
