CREATE TABLE "stripe_customer" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_customer_stripeCustomerId_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_charge" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_user_id" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_charge_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_charge_amount_check" CHECK ("test_payment_charge"."amount_minor" > 0),
	CONSTRAINT "test_payment_charge_currency_check" CHECK ("test_payment_charge"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "test_payment_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_refund_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_refund_amount_check" CHECK ("test_payment_refund"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_cart" (
	"user_id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_conversion_rate" (
	"currency_from" text NOT NULL,
	"currency_to" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_conversion_rate_currency_from_currency_to_pk" PRIMARY KEY("currency_from","currency_to"),
	CONSTRAINT "store_conversion_rate_positive_check" CHECK ("store_conversion_rate"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_discount_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_discount_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"automatic" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"product_id" integer,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_discount_code_code_unique" UNIQUE("code"),
	CONSTRAINT "store_discount_code_kind_check" CHECK ("store_discount_code"."kind" in ('percent', 'amount')),
	CONSTRAINT "store_discount_code_percent_check" CHECK (("store_discount_code"."kind" = 'percent') = ("store_discount_code"."percent" is not null) and ("store_discount_code"."percent" is null or "store_discount_code"."percent" between 1 and 100)),
	CONSTRAINT "store_discount_code_scope_check" CHECK ("store_discount_code"."product_id" is null or "store_discount_code"."category" is null),
	CONSTRAINT "store_discount_code_code_check" CHECK ("store_discount_code"."code" ~ '^[A-Z0-9_-]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "store_discount_code_amount" (
	"code_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "store_discount_code_amount_code_id_currency_pk" PRIMARY KEY("code_id","currency"),
	CONSTRAINT "store_discount_code_amount_check" CHECK ("store_discount_code_amount"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_option_selection" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_option_selection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_option_selection_optionId_name_unique" UNIQUE("option_id","name")
);
--> statement-breakpoint
CREATE TABLE "store_option_selection_price" (
	"selection_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_option_selection_price_selection_id_currency_pk" PRIMARY KEY("selection_id","currency"),
	CONSTRAINT "store_option_selection_price_amount_check" CHECK ("store_option_selection_price"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_organization_preference" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"preferred_display_currency" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"subtext" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"compat_type" text,
	"catalog_tool_id" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_product_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_product_kind_check" CHECK ("store_product"."kind" in ('flash-tool', 'cable', 'accessory', 'merch')),
	CONSTRAINT "store_product_compat_type_check" CHECK ("store_product"."compat_type" is null or ("store_product"."kind" = 'flash-tool' and "store_product"."compat_type" in ('FZPRO', 'FLASHZILLAV3'))),
	CONSTRAINT "store_product_weight_check" CHECK ("store_product"."weight_grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_product_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_product_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_price" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "store_product_price_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "store_product_price_amount_check" CHECK ("store_product_price"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_sale" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"countdown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_sale_type_check" CHECK ("store_sale"."type" in ('black-friday', 'black-friday2', 'holiday', 'spring', 'summer')),
	CONSTRAINT "store_sale_amount_type_check" CHECK ("store_sale"."amount_type" in ('percent', 'dollar')),
	CONSTRAINT "store_sale_amount_check" CHECK ("store_sale"."amount" > 0 and ("store_sale"."amount_type" <> 'percent' or "store_sale"."amount" <= 100)),
	CONSTRAINT "store_sale_period_check" CHECK ("store_sale"."ends_at" > "store_sale"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "store_stock_level" (
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity_on_hand" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_stock_level_product_id_location_id_pk" PRIMARY KEY("product_id","location_id"),
	CONSTRAINT "store_stock_level_quantity_check" CHECK ("store_stock_level"."quantity_on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock_location" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_stock_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stock_location_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "stripe_customer" ADD CONSTRAINT "stripe_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_refund" ADD CONSTRAINT "test_payment_refund_charge_id_test_payment_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."test_payment_charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart" ADD CONSTRAINT "store_cart_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_conversion_rate" ADD CONSTRAINT "store_conversion_rate_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discount_code" ADD CONSTRAINT "store_discount_code_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discount_code_amount" ADD CONSTRAINT "store_discount_code_amount_code_id_store_discount_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."store_discount_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_option_selection" ADD CONSTRAINT "store_option_selection_option_id_store_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."store_product_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_option_selection_price" ADD CONSTRAINT "store_option_selection_price_selection_id_store_option_selection_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."store_option_selection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_organization_preference" ADD CONSTRAINT "store_organization_preference_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product" ADD CONSTRAINT "store_product_catalog_tool_id_catalog_tool_id_fk" FOREIGN KEY ("catalog_tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_option" ADD CONSTRAINT "store_product_option_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_price" ADD CONSTRAINT "store_product_price_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_level" ADD CONSTRAINT "store_stock_level_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_level" ADD CONSTRAINT "store_stock_level_location_id_store_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_stock_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_webhook_event_object_id_index" ON "stripe_webhook_event" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "test_payment_refund_charge_id_index" ON "test_payment_refund" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "store_option_selection_option_id_position_index" ON "store_option_selection" USING btree ("option_id","position");--> statement-breakpoint
CREATE INDEX "store_product_active_category_position_index" ON "store_product" USING btree ("active","category","position");--> statement-breakpoint
CREATE INDEX "store_product_option_product_id_position_index" ON "store_product_option" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "store_sale_starts_at_ends_at_index" ON "store_sale" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "store_stock_level_location_id_index" ON "store_stock_level" USING btree ("location_id");