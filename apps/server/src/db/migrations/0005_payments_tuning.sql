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
CREATE TABLE "datalog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"channel_summary" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_file_kind" CHECK ("stored_file"."kind" in ('tune', 'log', 'tuned', 'other')),
	CONSTRAINT "stored_file_size" CHECK ("stored_file"."size" > 0),
	CONSTRAINT "stored_file_sha256" CHECK ("stored_file"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "tune_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tune_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" text NOT NULL,
	"dealer_org_id" text,
	"assigned_tuner_org_id" text,
	"assigned_staff_user_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"vehicle_description" text DEFAULT '' NOT NULL,
	"ecu_description" text DEFAULT '' NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"attribution_tag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tune_request_file" (
	"tune_request_id" integer NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tune_request_file_tune_request_id_stored_file_id_pk" PRIMARY KEY("tune_request_id","stored_file_id"),
	CONSTRAINT "tune_request_file_role" CHECK ("tune_request_file"."role" in ('original', 'tuned', 'reupload'))
);
--> statement-breakpoint
ALTER TABLE "stripe_customer" ADD CONSTRAINT "stripe_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_refund" ADD CONSTRAINT "test_payment_refund_charge_id_test_payment_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."test_payment_charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datalog" ADD CONSTRAINT "datalog_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datalog" ADD CONSTRAINT "datalog_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_dealer_org_id_organization_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_assigned_tuner_org_id_organization_id_fk" FOREIGN KEY ("assigned_tuner_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_assigned_staff_user_id_user_id_fk" FOREIGN KEY ("assigned_staff_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_file" ADD CONSTRAINT "tune_request_file_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_file" ADD CONSTRAINT "tune_request_file_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_webhook_event_object_id_index" ON "stripe_webhook_event" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "test_payment_refund_charge_id_index" ON "test_payment_refund" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "datalog_owner_user_id_created_at_index" ON "datalog" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_user_id_index" ON "stored_file" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "tune_request_owner_user_id_created_at_index" ON "tune_request" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "tune_request_dealer_org_id_index" ON "tune_request" USING btree ("dealer_org_id");--> statement-breakpoint
CREATE INDEX "tune_request_assigned_tuner_org_id_index" ON "tune_request" USING btree ("assigned_tuner_org_id");--> statement-breakpoint
CREATE INDEX "tune_request_status_index" ON "tune_request" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tune_request_file_stored_file_id_index" ON "tune_request_file" USING btree ("stored_file_id");