CREATE TABLE "dealer_transfer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"dealer_id" text NOT NULL,
	"to_user_id" text,
	"to_dealer_id" text,
	"value" text NOT NULL,
	"unit" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"request_key" text,
	"created_by_user_id" text,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	"value_set_at" timestamp with time zone,
	"performed_by_user_id" text,
	"performed_at" timestamp with time zone,
	"performed_transaction_id" uuid,
	"cancelled_by_user_id" text,
	"cancelled_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_transfer_dealerId_requestKey_unique" UNIQUE("dealer_id","request_key"),
	CONSTRAINT "dealer_transfer_one_recipient" CHECK (("dealer_transfer"."to_user_id" is null) <> ("dealer_transfer"."to_dealer_id" is null)),
	CONSTRAINT "dealer_transfer_amount_check" CHECK ("dealer_transfer"."amount" >= 0),
	CONSTRAINT "dealer_transfer_state_check" CHECK ("dealer_transfer"."state" in ('pending', 'reviewed', 'performed', 'cancelled', 'locked')),
	CONSTRAINT "dealer_transfer_value_check" CHECK ("dealer_transfer"."value" in ('money', 'ecu', 'tcu', 'awd')),
	CONSTRAINT "dealer_transfer_performed_check" CHECK (("dealer_transfer"."state" = 'performed') = ("dealer_transfer"."performed_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "dealer_transfer_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"created_by_user_id" text,
	"memo" text DEFAULT '' NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_transfer_group_dealerId_requestKey_unique" UNIQUE("dealer_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_group_id_dealer_transfer_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dealer_transfer_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_dealer_id_organization_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_to_user_id_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_to_dealer_id_organization_id_fk" FOREIGN KEY ("to_dealer_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_reviewed_by_user_id_user_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_performed_by_user_id_user_id_fk" FOREIGN KEY ("performed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_performed_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("performed_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer" ADD CONSTRAINT "dealer_transfer_cancelled_by_user_id_user_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer_group" ADD CONSTRAINT "dealer_transfer_group_dealer_id_organization_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_transfer_group" ADD CONSTRAINT "dealer_transfer_group_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_transfer_dealer_id_state_created_at_index" ON "dealer_transfer" USING btree ("dealer_id","state","created_at");--> statement-breakpoint
CREATE INDEX "dealer_transfer_group_id_index" ON "dealer_transfer" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "dealer_transfer_group_dealer_id_created_at_index" ON "dealer_transfer_group" USING btree ("dealer_id","created_at");