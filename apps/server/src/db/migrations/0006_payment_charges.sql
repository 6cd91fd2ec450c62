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
CREATE INDEX "payment_charge_provider_charge_id_index" ON "payment_charge" USING btree ("provider","charge_id");