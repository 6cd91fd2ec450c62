CREATE TABLE "order_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scope" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"restocked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"provider" text,
	"provider_refund_id" text,
	"failure_kind" text,
	"failure_message" text,
	"ledger_transaction_id" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refund_status_check" CHECK ("order_refund"."status" in ('pending', 'refunded', 'failed')),
	CONSTRAINT "order_refund_scope_check" CHECK ("order_refund"."scope" in ('order', 'lines')),
	CONSTRAINT "order_refund_amount_check" CHECK ("order_refund"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_order_id_request_key_index" ON "order_refund" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE INDEX "order_refund_order_id_created_at_index" ON "order_refund" USING btree ("order_id","created_at");