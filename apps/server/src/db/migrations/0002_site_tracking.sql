CREATE TABLE "page_view" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_view_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visitor_id" text,
	"user_id" text,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"screen" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"bot_code" smallint,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_link" (
	"hash" text PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_attribution" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_attribution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visitor_id" text,
	"user_id" text,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_view" ADD CONSTRAINT "page_view_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link" ADD CONSTRAINT "short_link_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_attribution" ADD CONSTRAINT "tag_attribution_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_view_created_at_index" ON "page_view" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_view_path_created_at_index" ON "page_view" USING btree ("path","created_at");--> statement-breakpoint
CREATE INDEX "tag_attribution_visitor_id_created_at_index" ON "tag_attribution" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "tag_attribution_user_id_created_at_index" ON "tag_attribution" USING btree ("user_id","created_at");