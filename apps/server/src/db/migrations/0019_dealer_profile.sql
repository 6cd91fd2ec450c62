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
ALTER TABLE "dealer_profile" ADD CONSTRAINT "dealer_profile_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_profile" ADD CONSTRAINT "dealer_profile_logo_file_id_stored_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_profile_status_index" ON "dealer_profile" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dealer_profile_postal_code_index" ON "dealer_profile" USING btree ("postal_code");