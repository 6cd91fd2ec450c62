CREATE TABLE "dealer_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"company_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"shop_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"tool_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialization_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_application_status_check" CHECK ("dealer_application"."status" in ('submitted', 'approved', 'refused')),
	CONSTRAINT "dealer_application_refusal_reason" CHECK ("dealer_application"."status" <> 'refused' or length("dealer_application"."reason") > 0),
	CONSTRAINT "dealer_application_approved_dealer" CHECK ("dealer_application"."status" <> 'approved' or "dealer_application"."organization_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "dealer_application_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_representative_contact" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_representative_contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_application" ADD CONSTRAINT "dealer_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_application" ADD CONSTRAINT "dealer_application_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_application" ADD CONSTRAINT "dealer_application_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_application_document" ADD CONSTRAINT "dealer_application_document_application_id_dealer_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."dealer_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_application_document" ADD CONSTRAINT "dealer_application_document_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_application_user_id_index" ON "dealer_application" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dealer_application_status_created_at_index" ON "dealer_application" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_application_one_open_per_user" ON "dealer_application" USING btree ("user_id") WHERE "dealer_application"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "dealer_application_document_application_id_index" ON "dealer_application_document" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "dealer_representative_contact_ip_created_at_index" ON "dealer_representative_contact" USING btree ("ip","created_at");