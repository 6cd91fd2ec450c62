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
ALTER TABLE "page" ADD CONSTRAINT "page_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_version" ADD CONSTRAINT "page_version_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_version" ADD CONSTRAINT "page_version_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_intake" ADD CONSTRAINT "ticket_intake_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_version_author_user_id_index" ON "page_version" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "ticket_intake_ip_kind_created_at_index" ON "ticket_intake" USING btree ("ip","kind","created_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_email_created_at_index" ON "ticket_intake" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_ticket_id_index" ON "ticket_intake" USING btree ("ticket_id");