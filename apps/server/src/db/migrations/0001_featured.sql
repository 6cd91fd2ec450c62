CREATE TABLE "featured_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"badge" text,
	"vehicle" text,
	"gain_hp" integer,
	"gain_torque_lbft" integer,
	"image" text NOT NULL,
	"href" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_item_slug_unique" UNIQUE("slug"),
	CONSTRAINT "featured_item_kind_check" CHECK ("featured_item"."kind" in ('tune', 'product'))
);
--> statement-breakpoint
CREATE TABLE "featured_item_price" (
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "featured_item_price_item_id_currency_pk" PRIMARY KEY("item_id","currency")
);
--> statement-breakpoint
ALTER TABLE "featured_item_price" ADD CONSTRAINT "featured_item_price_item_id_featured_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."featured_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "featured_item_active_position_index" ON "featured_item" USING btree ("active","position");