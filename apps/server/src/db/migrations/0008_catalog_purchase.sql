CREATE TABLE "catalog_purchase" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_purchase_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"status" text DEFAULT 'estimate' NOT NULL,
	"vehicle_path" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"selection" text NOT NULL,
	"owned_tool_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rent" text DEFAULT 'no' NOT NULL,
	"role" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tunes_total_minor" bigint NOT NULL,
	"tool_cost_minor" bigint NOT NULL,
	"install_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"commit_key" text,
	"payment_provider" text,
	"charge_id" text,
	"dealer_org_id" text,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_purchase_status" CHECK ("catalog_purchase"."status" in ('estimate', 'paying', 'paid', 'billed', 'ticket')),
	CONSTRAINT "catalog_purchase_total" CHECK ("catalog_purchase"."total_minor" >= 0),
	CONSTRAINT "catalog_purchase_committed" CHECK ("catalog_purchase"."status" not in ('paid', 'billed') or ("catalog_purchase"."commit_key" is not null and "catalog_purchase"."committed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "catalog_purchase_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_purchase_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"author_user_id" text NOT NULL,
	"from_staff" text DEFAULT 'no' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_billing_profile" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"billing_address_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_credit_limit" (
	"organization_id" text NOT NULL,
	"currency" text NOT NULL,
	"limit_minor" bigint NOT NULL,
	CONSTRAINT "dealer_credit_limit_organization_id_currency_pk" PRIMARY KEY("organization_id","currency"),
	CONSTRAINT "dealer_credit_limit_amount" CHECK ("dealer_credit_limit"."limit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_in_photo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_in_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_photo_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "trade_in_photo_type" CHECK ("trade_in_photo"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "trade_in_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_in_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"tool" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"offer_minor" bigint,
	"offer_currency" text,
	"staff_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_condition" CHECK ("trade_in_request"."condition" in ('new', 'like-new', 'used', 'damaged')),
	CONSTRAINT "trade_in_status" CHECK ("trade_in_request"."status" in ('received', 'reviewing', 'offered', 'accepted', 'declined')),
	CONSTRAINT "trade_in_offer" CHECK (("trade_in_request"."offer_minor" is null) = ("trade_in_request"."offer_currency" is null) and coalesce("trade_in_request"."offer_minor", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_purchase" ADD CONSTRAINT "catalog_purchase_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_purchase" ADD CONSTRAINT "catalog_purchase_dealer_org_id_organization_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_purchase_message" ADD CONSTRAINT "catalog_purchase_message_purchase_id_catalog_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."catalog_purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_purchase_message" ADD CONSTRAINT "catalog_purchase_message_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_billing_profile" ADD CONSTRAINT "dealer_billing_profile_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_billing_profile" ADD CONSTRAINT "dealer_billing_profile_billing_address_id_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_limit" ADD CONSTRAINT "dealer_credit_limit_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photo" ADD CONSTRAINT "trade_in_photo_trade_in_id_trade_in_request_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_in_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_request" ADD CONSTRAINT "trade_in_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_purchase_user_id_created_at_index" ON "catalog_purchase" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_purchase_dealer_org_id_index" ON "catalog_purchase" USING btree ("dealer_org_id");--> statement-breakpoint
CREATE INDEX "catalog_purchase_message_purchase_id_created_at_index" ON "catalog_purchase_message" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_in_photo_trade_in_id_index" ON "trade_in_photo" USING btree ("trade_in_id");--> statement-breakpoint
CREATE INDEX "trade_in_request_user_id_created_at_index" ON "trade_in_request" USING btree ("user_id","created_at");