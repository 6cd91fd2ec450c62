CREATE TABLE "tune_request_download_token" (
	"token_sha256" text PRIMARY KEY NOT NULL,
	"tune_request_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tune_request_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tune_request_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tune_request_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tune_request_pipeline" (
	"tune_request_id" integer PRIMARY KEY NOT NULL,
	"funding" text,
	"engine_id" integer,
	"transmission_id" integer,
	"vehicle" jsonb,
	"estimate" jsonb,
	"estimated_at" timestamp with time zone,
	"disclaimer_sha256" text,
	"disclaimer_agreed_at" timestamp with time zone,
	"payment_provider" text,
	"payment_charge_id" text,
	"paid_amount_minor" bigint,
	"paid_currency" text,
	"pay_idempotency_key" text,
	"paid_at" timestamp with time zone,
	"billed_dealer_org_id" text,
	"rejection_reason" text,
	"worker_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tune_request_pipeline_funding" CHECK ("tune_request_pipeline"."funding" is null or "tune_request_pipeline"."funding" in ('paid', 'pay-later', 'free', 'raw')),
	CONSTRAINT "tune_request_pipeline_paid" CHECK ("tune_request_pipeline"."paid_amount_minor" is null or "tune_request_pipeline"."paid_amount_minor" >= 0),
	CONSTRAINT "tune_request_pipeline_disclaimer" CHECK ("tune_request_pipeline"."disclaimer_sha256" is null or "tune_request_pipeline"."disclaimer_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "tune_request_download_token" ADD CONSTRAINT "tune_request_download_token_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_download_token" ADD CONSTRAINT "tune_request_download_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_event" ADD CONSTRAINT "tune_request_event_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_event" ADD CONSTRAINT "tune_request_event_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_pipeline" ADD CONSTRAINT "tune_request_pipeline_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_pipeline" ADD CONSTRAINT "tune_request_pipeline_engine_id_catalog_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."catalog_engine"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_pipeline" ADD CONSTRAINT "tune_request_pipeline_transmission_id_catalog_transmission_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."catalog_transmission"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tune_request_pipeline" ADD CONSTRAINT "tune_request_pipeline_billed_dealer_org_id_organization_id_fk" FOREIGN KEY ("billed_dealer_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tune_request_download_token_expires_at_index" ON "tune_request_download_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tune_request_event_tune_request_id_created_at_index" ON "tune_request_event" USING btree ("tune_request_id","created_at");