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
ALTER TABLE "datalog" ADD CONSTRAINT "datalog_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datalog" ADD CONSTRAINT "datalog_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_dealer_org_id_organization_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_assigned_tuner_org_id_organization_id_fk" FOREIGN KEY ("assigned_tuner_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request" ADD CONSTRAINT "tune_request_assigned_staff_user_id_user_id_fk" FOREIGN KEY ("assigned_staff_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_file" ADD CONSTRAINT "tune_request_file_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_file" ADD CONSTRAINT "tune_request_file_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datalog_owner_user_id_created_at_index" ON "datalog" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_user_id_index" ON "stored_file" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "tune_request_owner_user_id_created_at_index" ON "tune_request" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "tune_request_dealer_org_id_index" ON "tune_request" USING btree ("dealer_org_id");--> statement-breakpoint
CREATE INDEX "tune_request_assigned_tuner_org_id_index" ON "tune_request" USING btree ("assigned_tuner_org_id");--> statement-breakpoint
CREATE INDEX "tune_request_status_index" ON "tune_request" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tune_request_file_stored_file_id_index" ON "tune_request_file" USING btree ("stored_file_id");