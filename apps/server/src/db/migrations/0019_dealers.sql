CREATE TABLE "dealer_profile" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"line1" text DEFAULT '' NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"price_tier" text DEFAULT 'standard' NOT NULL,
	"brand_primary_color" text,
	"brand_accent_color" text,
	"logo_file_id" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_profile_status_check" CHECK ("dealer_profile"."status" in ('active', 'suspended', 'archived')),
	CONSTRAINT "dealer_profile_price_tier_check" CHECK ("dealer_profile"."price_tier" in ('standard', 'preferred', 'elite')),
	CONSTRAINT "dealer_profile_colors_check" CHECK (("dealer_profile"."brand_primary_color" is null or "dealer_profile"."brand_primary_color" ~ '^#[0-9a-f]{6}$') and ("dealer_profile"."brand_accent_color" is null or "dealer_profile"."brand_accent_color" ~ '^#[0-9a-f]{6}$')),
	CONSTRAINT "dealer_profile_location_check" CHECK (("dealer_profile"."latitude" is null) = ("dealer_profile"."longitude" is null) and ("dealer_profile"."latitude" is null or ("dealer_profile"."latitude" between -90 and 90 and "dealer_profile"."longitude" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "dealer_specialization" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_specialization_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dealer_specialization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dealer_specialization_of" (
	"organization_id" text NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "dealer_specialization_of_organization_id_specialization_id_pk" PRIMARY KEY("organization_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_tool" (
	"organization_id" text NOT NULL,
	"tool_id" integer NOT NULL,
	"install_fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "dealer_tool_organization_id_tool_id_pk" PRIMARY KEY("organization_id","tool_id"),
	CONSTRAINT "dealer_tool_install_fee_check" CHECK ("dealer_tool"."install_fee_minor" >= 0),
	CONSTRAINT "dealer_tool_currency_check" CHECK ("dealer_tool"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "dealer_profile" ADD CONSTRAINT "dealer_profile_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_profile" ADD CONSTRAINT "dealer_profile_logo_file_id_stored_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_specialization_of" ADD CONSTRAINT "dealer_specialization_of_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_specialization_of" ADD CONSTRAINT "dealer_specialization_of_specialization_id_dealer_specialization_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."dealer_specialization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_tool" ADD CONSTRAINT "dealer_tool_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_tool" ADD CONSTRAINT "dealer_tool_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_profile_status_index" ON "dealer_profile" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dealer_profile_postal_code_index" ON "dealer_profile" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "dealer_specialization_of_specialization_id_index" ON "dealer_specialization_of" USING btree ("specialization_id");