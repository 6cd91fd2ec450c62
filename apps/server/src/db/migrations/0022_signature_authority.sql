CREATE TABLE "dealer_credit_limit_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_credit_limit_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"current_limit_minor" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"requested_by_user_id" text NOT NULL,
	"signature_authority_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_credit_limit_request_amount_check" CHECK ("dealer_credit_limit_request"."amount_minor" > 0),
	CONSTRAINT "dealer_credit_limit_request_currency_check" CHECK ("dealer_credit_limit_request"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "signature_authority" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_authority_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"legal_name" text NOT NULL,
	"signature_file_id" uuid NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" text
);
--> statement-breakpoint
ALTER TABLE "dealer_credit_limit_request" ADD CONSTRAINT "dealer_credit_limit_request_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_limit_request" ADD CONSTRAINT "dealer_credit_limit_request_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_limit_request" ADD CONSTRAINT "dealer_credit_limit_request_signature_authority_id_signature_authority_id_fk" FOREIGN KEY ("signature_authority_id") REFERENCES "public"."signature_authority"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_authority" ADD CONSTRAINT "signature_authority_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_authority" ADD CONSTRAINT "signature_authority_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_authority" ADD CONSTRAINT "signature_authority_signature_file_id_stored_file_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_authority" ADD CONSTRAINT "signature_authority_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_authority" ADD CONSTRAINT "signature_authority_revoked_by_user_id_user_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_credit_limit_request_organization_id_created_at_index" ON "dealer_credit_limit_request" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_authority_organization_id_index" ON "signature_authority" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "signature_authority_user_id_index" ON "signature_authority" USING btree ("user_id");