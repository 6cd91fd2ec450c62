CREATE TABLE "dealer_statement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"currency" text NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"opening_minor" bigint NOT NULL,
	"closing_minor" bigint NOT NULL,
	"due_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" text,
	CONSTRAINT "dealer_statement_period_key" UNIQUE("organization_id","currency","period_start"),
	CONSTRAINT "dealer_statement_currency_check" CHECK ("dealer_statement"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "dealer_statement_period_check" CHECK ("dealer_statement"."period_end" > "dealer_statement"."period_start" and "dealer_statement"."due_date" >= "dealer_statement"."period_end")
);
--> statement-breakpoint
ALTER TABLE "dealer_statement" ADD CONSTRAINT "dealer_statement_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_statement" ADD CONSTRAINT "dealer_statement_accepted_by_user_id_user_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_statement_organization_id_period_start_index" ON "dealer_statement" USING btree ("organization_id","period_start");