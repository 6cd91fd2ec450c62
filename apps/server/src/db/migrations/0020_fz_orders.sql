CREATE TABLE "fz_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fz_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"order_type" text DEFAULT 'FLASHZILLAV3' NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tracking_number" text,
	"placed_by_user_id" text,
	"idempotency_key" text NOT NULL,
	"purchase_transaction_id" uuid,
	"refund_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fz_order_type_check" CHECK ("fz_order"."order_type" in ('FLASHZILLAV3', 'FZPRO')),
	CONSTRAINT "fz_order_state_check" CHECK ("fz_order"."state" in ('placed', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "fz_order_total_check" CHECK ("fz_order"."total_minor" > 0),
	CONSTRAINT "fz_order_shipped_check" CHECK ("fz_order"."state" not in ('shipped', 'delivered') or "fz_order"."tracking_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "fz_order_line" (
	"order_id" integer NOT NULL,
	"tool_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	CONSTRAINT "fz_order_line_order_id_tool_id_pk" PRIMARY KEY("order_id","tool_id"),
	CONSTRAINT "fz_order_line_quantity_check" CHECK ("fz_order_line"."quantity" between 1 and 100),
	CONSTRAINT "fz_order_line_price_check" CHECK ("fz_order_line"."unit_price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "fz_tool_dealer_price" (
	"tool_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "fz_tool_dealer_price_tool_id_currency_pk" PRIMARY KEY("tool_id","currency"),
	CONSTRAINT "fz_tool_dealer_price_amount" CHECK ("fz_tool_dealer_price"."price_minor" > 0),
	CONSTRAINT "fz_tool_dealer_price_currency" CHECK ("fz_tool_dealer_price"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "fz_order" ADD CONSTRAINT "fz_order_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fz_order" ADD CONSTRAINT "fz_order_placed_by_user_id_user_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fz_order" ADD CONSTRAINT "fz_order_purchase_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("purchase_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fz_order" ADD CONSTRAINT "fz_order_refund_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fz_order_line" ADD CONSTRAINT "fz_order_line_order_id_fz_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fz_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fz_order_line" ADD CONSTRAINT "fz_order_line_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fz_tool_dealer_price" ADD CONSTRAINT "fz_tool_dealer_price_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fz_order_organization_id_created_at_index" ON "fz_order" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fz_order_idempotency_key" ON "fz_order" USING btree ("organization_id","idempotency_key");