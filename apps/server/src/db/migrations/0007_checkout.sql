CREATE TABLE "checkout_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_tier" text,
	"shipping_name" text,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"invoice_token" text NOT NULL,
	"create_key" text,
	"attribution_tag" text,
	"tracking_number" text,
	"dealer_fulfilled" boolean DEFAULT false NOT NULL,
	"payment_provider" text,
	"charge_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_order_invoiceToken_unique" UNIQUE("invoice_token"),
	CONSTRAINT "checkout_order_createKey_unique" UNIQUE("create_key"),
	CONSTRAINT "checkout_order_status_check" CHECK ("checkout_order"."status" in ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "checkout_order_total_check" CHECK ("checkout_order"."total_minor" >= 0 and "checkout_order"."subtotal_minor" >= 0),
	CONSTRAINT "checkout_order_paid_check" CHECK ("checkout_order"."status" = 'pending' or "checkout_order"."status" = 'cancelled' or "checkout_order"."charge_id" is not null or "checkout_order"."total_minor" = 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"subtext" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"line_total_minor" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "checkout_order_line_quantity_check" CHECK ("checkout_order_line"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_stock_take" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_stock_take_order_id_product_id_location_id_pk" PRIMARY KEY("order_id","product_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"provider_key" text NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text,
	"failure_kind" text,
	"failure_message" text,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempt_providerKey_unique" UNIQUE("provider_key"),
	CONSTRAINT "payment_attempt_outcome_check" CHECK ("payment_attempt"."outcome" is null or "payment_attempt"."outcome" in ('charged', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "shipping_rate" (
	"zone_id" integer NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "shipping_rate_zone_id_tier_currency_pk" PRIMARY KEY("zone_id","tier","currency"),
	CONSTRAINT "shipping_rate_tier_check" CHECK ("shipping_rate"."tier" in ('standard', 'express')),
	CONSTRAINT "shipping_rate_amount_check" CHECK ("shipping_rate"."amount_minor" >= 0),
	CONSTRAINT "shipping_rate_days_check" CHECK ("shipping_rate"."min_days" >= 0 and "shipping_rate"."max_days" >= "shipping_rate"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rest_of_world" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shipping_zone_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"inclusive" boolean DEFAULT false NOT NULL,
	"applies_to_shipping" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_ppm_check" CHECK ("tax_rate"."rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order_line" ADD CONSTRAINT "checkout_order_line_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order_line" ADD CONSTRAINT "checkout_order_line_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_take" ADD CONSTRAINT "order_stock_take_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_take" ADD CONSTRAINT "order_stock_take_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_take" ADD CONSTRAINT "order_stock_take_location_id_store_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_stock_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempt" ADD CONSTRAINT "payment_attempt_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rate" ADD CONSTRAINT "shipping_rate_zone_id_shipping_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_order_user_id_created_at_index" ON "checkout_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_order_line_order_id_position_index" ON "checkout_order_line" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempt_order_id_request_key_index" ON "payment_attempt" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempt_one_in_flight" ON "payment_attempt" USING btree ("order_id") WHERE "payment_attempt"."outcome" is null;--> statement-breakpoint
CREATE INDEX "payment_attempt_outcome_index" ON "payment_attempt" USING btree ("outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rate_country_region_name_index" ON "tax_rate" USING btree ("country","region","name");