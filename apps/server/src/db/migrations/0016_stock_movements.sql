CREATE TABLE "store_stock_movement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_stock_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_user_id" text,
	"order_id" integer,
	"idempotency_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_stock_movement_reason_check" CHECK ("store_stock_movement"."reason" in ('received', 'counted', 'damaged', 'returned', 'sale', 'refund')),
	CONSTRAINT "store_stock_movement_delta_check" CHECK ("store_stock_movement"."delta" <> 0 or "store_stock_movement"."reason" = 'counted'),
	CONSTRAINT "store_stock_movement_after_check" CHECK ("store_stock_movement"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_product" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_stock_movement" ADD CONSTRAINT "store_stock_movement_product_id_store_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movement" ADD CONSTRAINT "store_stock_movement_location_id_store_stock_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_stock_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movement" ADD CONSTRAINT "store_stock_movement_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movement" ADD CONSTRAINT "store_stock_movement_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_movement_product_id_at_index" ON "store_stock_movement" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "store_stock_movement_location_id_at_index" ON "store_stock_movement" USING btree ("location_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_stock_movement_idempotency_key_index" ON "store_stock_movement" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "store_product" ADD CONSTRAINT "store_product_low_stock_threshold_check" CHECK ("store_product"."low_stock_threshold" >= 0);