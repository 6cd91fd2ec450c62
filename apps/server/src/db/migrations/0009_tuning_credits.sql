CREATE TABLE "ledger_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_id_unit_key" UNIQUE("id","unit"),
	CONSTRAINT "ledger_account_owner_kind_check" CHECK ("ledger_account"."owner_kind" in ('user', 'organization', 'system')),
	CONSTRAINT "ledger_account_unit_check" CHECK ("ledger_account"."unit" ~ '^([A-Z]{3}|credit-[a-z]+)$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entry_amount_check" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" text,
	"reference" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transaction_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "rescue_session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rescue_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" text NOT NULL,
	"dealer_org_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tool_name" text NOT NULL,
	"tool_serial" text DEFAULT '' NOT NULL,
	"vehicle" text NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"ecu" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"estimate_minor" bigint,
	"currency" text,
	"staff_note" text DEFAULT '' NOT NULL,
	"charge_id" text,
	"tune_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rescue_session_kind_check" CHECK ("rescue_session"."kind" in ('ID', 'check')),
	CONSTRAINT "rescue_session_status_check" CHECK ("rescue_session"."status" in ('open', 'free', 'estimated', 'paid', 'pay-later', 'closed')),
	CONSTRAINT "rescue_session_estimate_check" CHECK ("rescue_session"."estimate_minor" is null or "rescue_session"."estimate_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "tuning_ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tuning_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"tune_request_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tune_credit_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"ecu" integer DEFAULT 0 NOT NULL,
	"tcu" integer DEFAULT 0 NOT NULL,
	"awd" integer DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"recipient_email" text,
	"note" text DEFAULT '' NOT NULL,
	"claimed_by_user_id" text,
	"claimed_at" timestamp with time zone,
	"claim_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tune_credit_code_code_unique" UNIQUE("code"),
	CONSTRAINT "tune_credit_code_amounts_check" CHECK ("tune_credit_code"."ecu" >= 0 and "tune_credit_code"."tcu" >= 0 and "tune_credit_code"."awd" >= 0 and "tune_credit_code"."ecu" + "tune_credit_code"."tcu" + "tune_credit_code"."awd" > 0),
	CONSTRAINT "tune_credit_code_claim_check" CHECK (("tune_credit_code"."claimed_by_user_id" is null) = ("tune_credit_code"."claimed_at" is null) and ("tune_credit_code"."claimed_at" is null) = ("tune_credit_code"."claim_transaction_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tune_credit_invoice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tune_credit_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_user_id" text NOT NULL,
	"dealer_org_id" text,
	"status" text DEFAULT 'estimated' NOT NULL,
	"code_count" integer NOT NULL,
	"credits_per_code" jsonb NOT NULL,
	"recipient_email" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"settled_by" text,
	"charge_id" text,
	"committed_by_user_id" text,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tune_credit_invoice_status_check" CHECK ("tune_credit_invoice"."status" in ('estimated', 'committed')),
	CONSTRAINT "tune_credit_invoice_count_check" CHECK ("tune_credit_invoice"."code_count" between 1 and 50),
	CONSTRAINT "tune_credit_invoice_total_check" CHECK ("tune_credit_invoice"."total_minor" >= 0),
	CONSTRAINT "tune_credit_invoice_currency_check" CHECK ("tune_credit_invoice"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_unit_ledger_account_id_unit_fk" FOREIGN KEY ("account_id","unit") REFERENCES "public"."ledger_account"("id","unit") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transaction" ADD CONSTRAINT "ledger_transaction_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_session" ADD CONSTRAINT "rescue_session_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_session" ADD CONSTRAINT "rescue_session_dealer_org_id_organization_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_session" ADD CONSTRAINT "rescue_session_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuning_ticket" ADD CONSTRAINT "tuning_ticket_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuning_ticket" ADD CONSTRAINT "tuning_ticket_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_credit_code" ADD CONSTRAINT "tune_credit_code_invoice_id_tune_credit_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tune_credit_invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_credit_code" ADD CONSTRAINT "tune_credit_code_claimed_by_user_id_user_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_credit_code" ADD CONSTRAINT "tune_credit_code_claim_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("claim_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_credit_invoice" ADD CONSTRAINT "tune_credit_invoice_buyer_user_id_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_credit_invoice" ADD CONSTRAINT "tune_credit_invoice_dealer_org_id_organization_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_credit_invoice" ADD CONSTRAINT "tune_credit_invoice_committed_by_user_id_user_id_fk" FOREIGN KEY ("committed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_owner_kind_unit_idx" ON "ledger_account" USING btree ("owner_kind","owner_id","kind","unit");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_id_index" ON "ledger_entry" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transaction_id_index" ON "ledger_entry" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transaction_created_at_index" ON "ledger_transaction" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rescue_session_owner_user_id_created_at_index" ON "rescue_session" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "rescue_session_status_index" ON "rescue_session" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tuning_ticket_user_id_created_at_index" ON "tuning_ticket" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tune_credit_code_invoice_id_index" ON "tune_credit_code" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "tune_credit_code_recipient_email_idx" ON "tune_credit_code" USING btree (lower("recipient_email"));--> statement-breakpoint
CREATE INDEX "tune_credit_invoice_buyer_user_id_index" ON "tune_credit_invoice" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "tune_credit_invoice_dealer_org_id_index" ON "tune_credit_invoice" USING btree ("dealer_org_id");