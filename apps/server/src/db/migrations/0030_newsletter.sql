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
ALTER TABLE "outbox_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "newsletter_delivery_issue_id_newsletter_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "newsletter_delivery_subscriber_id_newsletter_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscriber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "newsletter_delivery_outbox_mail_id_outbox_mail_id_fk" FOREIGN KEY ("outbox_mail_id") REFERENCES "public"."outbox_mail"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issue" ADD CONSTRAINT "newsletter_issue_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issue" ADD CONSTRAINT "newsletter_issue_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_list_id_newsletter_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_delivery_once" ON "newsletter_delivery" USING btree ("issue_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_issue_list_id_index" ON "newsletter_issue" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "newsletter_signup_ip_at_index" ON "newsletter_signup" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "newsletter_signup_email_at_index" ON "newsletter_signup" USING btree ("email","at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_list_email" ON "newsletter_subscriber" USING btree ("list_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_confirm_token" ON "newsletter_subscriber" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_unsubscribe_token" ON "newsletter_subscriber" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_sending" ON "newsletter_subscriber" USING btree ("list_id","status","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_user_id_index" ON "newsletter_subscriber" USING btree ("user_id");