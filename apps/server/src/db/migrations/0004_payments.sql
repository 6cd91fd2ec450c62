CREATE TABLE "payment_charge" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charge_provider_check" CHECK ("payment_charge"."provider" in ('test', 'stripe', 'braintree', 'paypal'))
);
--> statement-breakpoint
CREATE TABLE "paypal_capture_attempt" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "stripe_customer" ADD CONSTRAINT "stripe_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_refund" ADD CONSTRAINT "test_payment_refund_charge_id_test_payment_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."test_payment_charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_charge_provider_charge_id_index" ON "payment_charge" USING btree ("provider","charge_id");--> statement-breakpoint
CREATE INDEX "stripe_webhook_event_object_id_index" ON "stripe_webhook_event" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "test_payment_refund_charge_id_index" ON "test_payment_refund" USING btree ("charge_id");