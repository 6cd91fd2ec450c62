CREATE TABLE "beta_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beta_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"engine" text DEFAULT '' NOT NULL,
	"tool_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_application_status_check" CHECK ("beta_application"."status" in ('applied', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "beta_program" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beta_program_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"make_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tool_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer,
	"starts_on" date,
	"ends_on" date,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_program_status_check" CHECK ("beta_program"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "beta_program_capacity_check" CHECK ("beta_program"."capacity" is null or "beta_program"."capacity" > 0),
	CONSTRAINT "beta_program_dates_check" CHECK ("beta_program"."starts_on" is null or "beta_program"."ends_on" is null or "beta_program"."ends_on" >= "beta_program"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"tags" text[] NOT NULL,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"cover_image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_status_check" CHECK ("blog_post"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "blog_post_tags_check" CHECK ("blog_post"."tags" <@ array['Home', 'Products', 'Vehicles', 'News', 'Dealer']::text[] and cardinality("blog_post"."tags") > 0),
	CONSTRAINT "blog_post_live_has_time" CHECK ("blog_post"."status" = 'draft' or "blog_post"."publish_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "staff_bio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_bio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"role_title" text NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"photo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_delivery" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issue_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"outbox_mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_issue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_issue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"list_id" integer NOT NULL,
	"subject" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_issue_slug_unique" UNIQUE("slug"),
	CONSTRAINT "newsletter_issue_status_check" CHECK ("newsletter_issue"."status" in ('draft', 'sending', 'sent')),
	CONSTRAINT "newsletter_issue_sent_at" CHECK ("newsletter_issue"."status" <> 'sent' or "newsletter_issue"."sent_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "newsletter_list" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_list_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "newsletter_signup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_signup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"email" text NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriber_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"unsubscribe_nonce" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriber_status_check" CHECK ("newsletter_subscriber"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscriber_email_lower" CHECK ("newsletter_subscriber"."email" = lower("newsletter_subscriber"."email"))
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_slug_unique" UNIQUE("slug"),
	CONSTRAINT "page_version_positive" CHECK ("page"."version" >= 1),
	CONSTRAINT "page_slug_shape" CHECK ("page"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*){0,3}$')
);
--> statement-breakpoint
CREATE TABLE "page_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"markdown" text NOT NULL,
	"author_user_id" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_version_pageId_number_unique" UNIQUE("page_id","number"),
	CONSTRAINT "page_version_number_positive" CHECK ("page_version"."number" >= 1),
	CONSTRAINT "page_version_restored_before" CHECK ("page_version"."restored_from" is null or "page_version"."restored_from" between 1 and "page_version"."number" - 1)
);
--> statement-breakpoint
CREATE TABLE "contact_us_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_us_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer,
	"ip" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer,
	"tune_request_id" integer,
	"occasion_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"rating" smallint,
	"comment" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_request_one_subject" CHECK (("feedback_request"."ticket_id" is null) <> ("feedback_request"."tune_request_id" is null)),
	CONSTRAINT "feedback_request_rating" CHECK ("feedback_request"."rating" is null or "feedback_request"."rating" between 1 and 5),
	CONSTRAINT "feedback_request_comment" CHECK ("feedback_request"."comment" is null or length("feedback_request"."comment") <= 2000),
	CONSTRAINT "feedback_request_answered" CHECK (("feedback_request"."submitted_at" is null) = ("feedback_request"."rating" is null))
);
--> statement-breakpoint
CREATE TABLE "ticket_intake" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_intake_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"ip" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_intake_kind" CHECK ("ticket_intake"."kind" in ('open', 'guest-reply'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "beta_application" ADD CONSTRAINT "beta_application_program_id_beta_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."beta_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_application" ADD CONSTRAINT "beta_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_application" ADD CONSTRAINT "beta_application_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_application" ADD CONSTRAINT "beta_application_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_program" ADD CONSTRAINT "beta_program_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_author_id_staff_bio_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_bio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_bio" ADD CONSTRAINT "staff_bio_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "newsletter_delivery_issue_id_newsletter_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "newsletter_delivery_subscriber_id_newsletter_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscriber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "newsletter_delivery_outbox_mail_id_outbox_mail_id_fk" FOREIGN KEY ("outbox_mail_id") REFERENCES "public"."outbox_mail"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issue" ADD CONSTRAINT "newsletter_issue_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issue" ADD CONSTRAINT "newsletter_issue_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_version" ADD CONSTRAINT "page_version_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_version" ADD CONSTRAINT "page_version_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_us_message" ADD CONSTRAINT "contact_us_message_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request" ADD CONSTRAINT "feedback_request_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request" ADD CONSTRAINT "feedback_request_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_intake" ADD CONSTRAINT "ticket_intake_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beta_application_one_per_user" ON "beta_application" USING btree ("program_id","user_id");--> statement-breakpoint
CREATE INDEX "beta_application_program_id_status_index" ON "beta_application" USING btree ("program_id","status");--> statement-breakpoint
CREATE INDEX "beta_application_user_id_index" ON "beta_application" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beta_program_status_index" ON "beta_program" USING btree ("status");--> statement-breakpoint
CREATE INDEX "blog_post_public_idx" ON "blog_post" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "blog_post_author_idx" ON "blog_post" USING btree ("author_id","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_bio_slug_unique" ON "staff_bio" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_bio_user_unique" ON "staff_bio" USING btree ("user_id") WHERE "staff_bio"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_delivery_once" ON "newsletter_delivery" USING btree ("issue_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_issue_list_id_index" ON "newsletter_issue" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "newsletter_signup_ip_at_index" ON "newsletter_signup" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "newsletter_signup_email_at_index" ON "newsletter_signup" USING btree ("email","at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_list_email" ON "newsletter_subscriber" USING btree ("list_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_confirm_token" ON "newsletter_subscriber" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_unsubscribe_token" ON "newsletter_subscriber" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_sending" ON "newsletter_subscriber" USING btree ("list_id","status","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_user_id_index" ON "newsletter_subscriber" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_version_author_user_id_index" ON "page_version" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "contact_us_message_ip_created_at_index" ON "contact_us_message" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "contact_us_message_email_created_at_index" ON "contact_us_message" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_request_ticket_occasion" ON "feedback_request" USING btree ("ticket_id","occasion_at") WHERE "feedback_request"."ticket_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_request_tune_request_occasion" ON "feedback_request" USING btree ("tune_request_id","occasion_at") WHERE "feedback_request"."tune_request_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_request_submitted_at_index" ON "feedback_request" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_ip_kind_created_at_index" ON "ticket_intake" USING btree ("ip","kind","created_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_email_created_at_index" ON "ticket_intake" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_ticket_id_index" ON "ticket_intake" USING btree ("ticket_id");