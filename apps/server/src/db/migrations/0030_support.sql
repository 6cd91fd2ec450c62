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
ALTER TABLE "contact_us_message" ADD CONSTRAINT "contact_us_message_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request" ADD CONSTRAINT "feedback_request_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request" ADD CONSTRAINT "feedback_request_tune_request_id_tune_request_id_fk" FOREIGN KEY ("tune_request_id") REFERENCES "public"."tune_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_us_message_ip_created_at_index" ON "contact_us_message" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "contact_us_message_email_created_at_index" ON "contact_us_message" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_request_ticket_occasion" ON "feedback_request" USING btree ("ticket_id","occasion_at") WHERE "feedback_request"."ticket_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_request_tune_request_occasion" ON "feedback_request" USING btree ("tune_request_id","occasion_at") WHERE "feedback_request"."tune_request_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_request_submitted_at_index" ON "feedback_request" USING btree ("submitted_at");