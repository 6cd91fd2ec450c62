CREATE TABLE "ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"dealer_org_id" text,
	"assignee_user_id" text,
	"tune_request_id" integer,
	"catalog_purchase_id" integer,
	"rescue_session_id" integer,
	"merged_into_id" integer,
	"access_nonce" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_responded_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_type" CHECK ("ticket"."type" in ('TUNE', 'TOOL', 'GENERAL')),
	CONSTRAINT "ticket_status" CHECK ("ticket"."status" in ('new', 'open', 'waiting-on-customer', 'solved', 'closed')),
	CONSTRAINT "ticket_priority" CHECK ("ticket"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "ticket_source" CHECK ("ticket"."source" in ('form', 'widget', 'contact-us', 'tune-request', 'purchase', 'rescue-session', 'dealer')),
	CONSTRAINT "ticket_title" CHECK (length(trim("ticket"."title")) > 0),
	CONSTRAINT "ticket_description" CHECK (length(trim("ticket"."description")) > 0),
	CONSTRAINT "ticket_customer_name" CHECK (length(trim("ticket"."customer_name")) > 0),
	CONSTRAINT "ticket_not_merged_into_itself" CHECK ("ticket"."merged_into_id" is null or "ticket"."merged_into_id" <> "ticket"."id")
);
--> statement-breakpoint
CREATE TABLE "ticket_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"merged_from_ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_message_author_kind" CHECK ("ticket_message"."author_kind" in ('customer', 'staff', 'system')),
	CONSTRAINT "ticket_message_body" CHECK (length(trim("ticket_message"."body")) > 0),
	CONSTRAINT "ticket_message_internal_by_staff" CHECK (not "ticket_message"."internal" or "ticket_message"."author_kind" <> 'customer')
);
--> statement-breakpoint
CREATE TABLE "ticket_message_file" (
	"message_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "ticket_message_file_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_dealer_org_id_organization_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_catalog_purchase_id_catalog_purchase_id_fk" FOREIGN KEY ("catalog_purchase_id") REFERENCES "public"."catalog_purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_rescue_session_id_rescue_session_id_fk" FOREIGN KEY ("rescue_session_id") REFERENCES "public"."rescue_session"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_message" ADD CONSTRAINT "ticket_message_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_message" ADD CONSTRAINT "ticket_message_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_message_file" ADD CONSTRAINT "ticket_message_file_message_id_ticket_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ticket_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_message_file" ADD CONSTRAINT "ticket_message_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_user_id_created_at_index" ON "ticket" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_status_last_message_at_index" ON "ticket" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "ticket_assignee_user_id_status_index" ON "ticket" USING btree ("assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "ticket_dealer_org_id_index" ON "ticket" USING btree ("dealer_org_id");--> statement-breakpoint
CREATE INDEX "ticket_tune_request_id_index" ON "ticket" USING btree ("tune_request_id");--> statement-breakpoint
CREATE INDEX "ticket_catalog_purchase_id_index" ON "ticket" USING btree ("catalog_purchase_id");--> statement-breakpoint
CREATE INDEX "ticket_rescue_session_id_index" ON "ticket" USING btree ("rescue_session_id");--> statement-breakpoint
CREATE INDEX "ticket_message_ticket_id_created_at_index" ON "ticket_message" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_message_file_file_id_index" ON "ticket_message_file" USING btree ("file_id");