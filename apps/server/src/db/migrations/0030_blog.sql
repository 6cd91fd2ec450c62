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
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_author_id_staff_bio_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_bio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_bio" ADD CONSTRAINT "staff_bio_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_public_idx" ON "blog_post" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "blog_post_author_idx" ON "blog_post" USING btree ("author_id","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_bio_slug_unique" ON "staff_bio" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_bio_user_unique" ON "staff_bio" USING btree ("user_id") WHERE "staff_bio"."user_id" is not null;