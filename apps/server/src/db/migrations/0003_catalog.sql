CREATE TABLE "catalog_compat_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_compat_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_compat_subscription_kind_email_unique" UNIQUE("kind","email"),
	CONSTRAINT "catalog_compat_subscription_kind_check" CHECK ("catalog_compat_subscription"."kind" in ('fz3', 'fzl'))
);
--> statement-breakpoint
CREATE TABLE "catalog_dyno_csv" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_dyno_csv_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tune_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"crank_factor" numeric(5, 3) NOT NULL,
	"horsepower_value" numeric(10, 2) NOT NULL,
	"horsepower_unit" text DEFAULT 'hp' NOT NULL,
	"torque_value" numeric(10, 2) NOT NULL,
	"torque_unit" text DEFAULT 'lb-ft' NOT NULL,
	"torque_limit_value" numeric(10, 2) NOT NULL,
	"torque_limit_unit" text DEFAULT 'Nm' NOT NULL,
	"crank_horsepower_value" numeric(10, 2) NOT NULL,
	"crank_horsepower_unit" text DEFAULT 'hp' NOT NULL,
	"crank_torque_value" numeric(10, 2) NOT NULL,
	"crank_torque_unit" text DEFAULT 'lb-ft' NOT NULL,
	"curves" jsonb NOT NULL,
	CONSTRAINT "catalog_dyno_csv_source_check" CHECK ("catalog_dyno_csv"."source" in ('upload', 'other')),
	CONSTRAINT "catalog_dyno_csv_crank_factor_check" CHECK ("catalog_dyno_csv"."crank_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_engine" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_engine_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"fuel" text NOT NULL,
	"stock_horsepower_value" numeric(10, 2) NOT NULL,
	"stock_horsepower_unit" text DEFAULT 'hp' NOT NULL,
	"stock_torque_value" numeric(10, 2) NOT NULL,
	"stock_torque_unit" text DEFAULT 'lb-ft' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_engine_modelId_slug_unique" UNIQUE("model_id","slug"),
	CONSTRAINT "catalog_engine_fuel_check" CHECK ("catalog_engine"."fuel" in ('petrol', 'diesel', 'hybrid'))
);
--> statement-breakpoint
CREATE TABLE "catalog_global_compat_rule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_global_compat_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tool_id" integer NOT NULL,
	"tune_type_id" integer,
	"make_id" integer,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_guide" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_guide_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make_id" integer NOT NULL,
	"model_id" integer,
	"engine_id" integer,
	"title" text NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_make" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_make_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_body" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_make_slug_unique" UNIQUE("slug"),
	CONSTRAINT "catalog_make_origin_check" CHECK ("catalog_make"."origin" in ('europe', 'north-america', 'asia'))
);
--> statement-breakpoint
CREATE TABLE "catalog_model" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_model_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make_id" integer NOT NULL,
	"year" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_model_makeId_year_slug_unique" UNIQUE("make_id","year","slug"),
	CONSTRAINT "catalog_model_year_check" CHECK ("catalog_model"."year" ~ '^(Series|[0-9]{4}(\.[0-9])?)$')
);
--> statement-breakpoint
CREATE TABLE "catalog_price_tier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_price_tier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_price" bigint,
	CONSTRAINT "catalog_price_tier_slug_currency_unique" UNIQUE("slug","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_role_discount" (
	"engine_id" integer NOT NULL,
	"role" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "catalog_role_discount_engine_id_role_pk" PRIMARY KEY("engine_id","role"),
	CONSTRAINT "catalog_role_discount_percent_check" CHECK ("catalog_role_discount"."percent" >= 0 and "catalog_role_discount"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "catalog_tool" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_tool_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"product_slug" text NOT NULL,
	"compat_type" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_fz3" boolean DEFAULT false NOT NULL,
	"is_fzl" boolean DEFAULT false NOT NULL,
	"is_benchflash" boolean DEFAULT false NOT NULL,
	"is_dealer_ownable" boolean DEFAULT false NOT NULL,
	"is_inhouse" boolean DEFAULT false NOT NULL,
	"is_rentable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_tool_slug_unique" UNIQUE("slug"),
	CONSTRAINT "catalog_tool_compat_type_check" CHECK ("catalog_tool"."compat_type" is null or "catalog_tool"."compat_type" in ('FZPRO', 'FLASHZILLAV3'))
);
--> statement-breakpoint
CREATE TABLE "catalog_tool_price" (
	"tool_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"rent_price" bigint,
	"install_fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_tool_price_tool_id_currency_pk" PRIMARY KEY("tool_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_tool_restriction" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_tool_restriction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engine_id" integer,
	"transmission_id" integer,
	"tool_id" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "catalog_tool_restriction_owner_check" CHECK (("catalog_tool_restriction"."engine_id" is null) <> ("catalog_tool_restriction"."transmission_id" is null))
);
--> statement-breakpoint
CREATE TABLE "catalog_transmission" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_transmission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engine_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_transmission_engineId_slug_unique" UNIQUE("engine_id","slug")
);
--> statement-breakpoint
CREATE TABLE "catalog_tune" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_tune_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engine_id" integer,
	"transmission_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_stock" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"part_number" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"stage" integer,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"horsepower_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"horsepower_unit" text DEFAULT 'hp' NOT NULL,
	"torque_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"torque_unit" text DEFAULT 'lb-ft' NOT NULL,
	"torque_limit_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"torque_limit_unit" text DEFAULT 'Nm' NOT NULL,
	"crank_horsepower_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"crank_horsepower_unit" text DEFAULT 'hp' NOT NULL,
	"crank_torque_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"crank_torque_unit" text DEFAULT 'lb-ft' NOT NULL,
	"give_split_credits" boolean DEFAULT false NOT NULL,
	"split_ecu_credit_amt" integer DEFAULT 0 NOT NULL,
	"split_tcu_credit_amt" integer DEFAULT 0 NOT NULL,
	"split_awd_credit_amt" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_tune_owner_check" CHECK (("catalog_tune"."engine_id" is null) <> ("catalog_tune"."transmission_id" is null)),
	CONSTRAINT "catalog_tune_stage_check" CHECK ("catalog_tune"."stage" is null or "catalog_tune"."stage" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "catalog_tune_price" (
	"tune_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"addonprice" bigint DEFAULT 0 NOT NULL,
	"baseprice" bigint DEFAULT 0 NOT NULL,
	"baseaddonprice" bigint DEFAULT 0 NOT NULL,
	"dealerprice" bigint DEFAULT 0 NOT NULL,
	"dealeraddonprice" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_tune_price_tune_id_currency_pk" PRIMARY KEY("tune_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_tune_recommended" (
	"tune_id" integer NOT NULL,
	"recommended_tune_id" integer NOT NULL,
	CONSTRAINT "catalog_tune_recommended_tune_id_recommended_tune_id_pk" PRIMARY KEY("tune_id","recommended_tune_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_tune_requires" (
	"tune_id" integer NOT NULL,
	"required_tune_id" integer NOT NULL,
	CONSTRAINT "catalog_tune_requires_tune_id_required_tune_id_pk" PRIMARY KEY("tune_id","required_tune_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_tune_tool" (
	"tune_id" integer NOT NULL,
	"tool_id" integer NOT NULL,
	CONSTRAINT "catalog_tune_tool_tune_id_tool_id_pk" PRIMARY KEY("tune_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_tune_tune_type" (
	"tune_id" integer NOT NULL,
	"tune_type_id" integer NOT NULL,
	CONSTRAINT "catalog_tune_tune_type_tune_id_tune_type_id_pk" PRIMARY KEY("tune_id","tune_type_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_tune_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_tune_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_awd" boolean DEFAULT false NOT NULL,
	"is_dsg" boolean DEFAULT false NOT NULL,
	"group_name" text,
	CONSTRAINT "catalog_tune_type_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "catalog_dyno_csv" ADD CONSTRAINT "catalog_dyno_csv_tune_id_catalog_tune_id_fk" FOREIGN KEY ("tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_engine" ADD CONSTRAINT "catalog_engine_model_id_catalog_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_global_compat_rule" ADD CONSTRAINT "catalog_global_compat_rule_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_global_compat_rule" ADD CONSTRAINT "catalog_global_compat_rule_tune_type_id_catalog_tune_type_id_fk" FOREIGN KEY ("tune_type_id") REFERENCES "public"."catalog_tune_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_global_compat_rule" ADD CONSTRAINT "catalog_global_compat_rule_make_id_catalog_make_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."catalog_make"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_guide" ADD CONSTRAINT "catalog_guide_make_id_catalog_make_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."catalog_make"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_guide" ADD CONSTRAINT "catalog_guide_model_id_catalog_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_guide" ADD CONSTRAINT "catalog_guide_engine_id_catalog_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."catalog_engine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_model" ADD CONSTRAINT "catalog_model_make_id_catalog_make_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."catalog_make"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_role_discount" ADD CONSTRAINT "catalog_role_discount_engine_id_catalog_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."catalog_engine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tool_price" ADD CONSTRAINT "catalog_tool_price_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tool_restriction" ADD CONSTRAINT "catalog_tool_restriction_engine_id_catalog_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."catalog_engine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tool_restriction" ADD CONSTRAINT "catalog_tool_restriction_transmission_id_catalog_transmission_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."catalog_transmission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tool_restriction" ADD CONSTRAINT "catalog_tool_restriction_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_transmission" ADD CONSTRAINT "catalog_transmission_engine_id_catalog_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."catalog_engine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune" ADD CONSTRAINT "catalog_tune_engine_id_catalog_engine_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."catalog_engine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune" ADD CONSTRAINT "catalog_tune_transmission_id_catalog_transmission_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."catalog_transmission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_price" ADD CONSTRAINT "catalog_tune_price_tune_id_catalog_tune_id_fk" FOREIGN KEY ("tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_recommended" ADD CONSTRAINT "catalog_tune_recommended_tune_id_catalog_tune_id_fk" FOREIGN KEY ("tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_recommended" ADD CONSTRAINT "catalog_tune_recommended_recommended_tune_id_catalog_tune_id_fk" FOREIGN KEY ("recommended_tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_requires" ADD CONSTRAINT "catalog_tune_requires_tune_id_catalog_tune_id_fk" FOREIGN KEY ("tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_requires" ADD CONSTRAINT "catalog_tune_requires_required_tune_id_catalog_tune_id_fk" FOREIGN KEY ("required_tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_tool" ADD CONSTRAINT "catalog_tune_tool_tune_id_catalog_tune_id_fk" FOREIGN KEY ("tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_tool" ADD CONSTRAINT "catalog_tune_tool_tool_id_catalog_tool_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."catalog_tool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_tune_type" ADD CONSTRAINT "catalog_tune_tune_type_tune_id_catalog_tune_id_fk" FOREIGN KEY ("tune_id") REFERENCES "public"."catalog_tune"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tune_tune_type" ADD CONSTRAINT "catalog_tune_tune_type_tune_type_id_catalog_tune_type_id_fk" FOREIGN KEY ("tune_type_id") REFERENCES "public"."catalog_tune_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_dyno_csv_tune_id_position_index" ON "catalog_dyno_csv" USING btree ("tune_id","position");--> statement-breakpoint
CREATE INDEX "catalog_guide_make_id_index" ON "catalog_guide" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "catalog_guide_model_id_index" ON "catalog_guide" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "catalog_guide_engine_id_index" ON "catalog_guide" USING btree ("engine_id");--> statement-breakpoint
CREATE INDEX "catalog_tool_restriction_engine_id_index" ON "catalog_tool_restriction" USING btree ("engine_id");--> statement-breakpoint
CREATE INDEX "catalog_tool_restriction_transmission_id_index" ON "catalog_tool_restriction" USING btree ("transmission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tune_engine_slug_idx" ON "catalog_tune" USING btree ("engine_id","slug") WHERE "catalog_tune"."engine_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tune_transmission_slug_idx" ON "catalog_tune" USING btree ("transmission_id","slug") WHERE "catalog_tune"."transmission_id" is not null;--> statement-breakpoint
CREATE INDEX "catalog_tune_tool_tool_id_index" ON "catalog_tune_tool" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "catalog_tune_tune_type_tune_type_id_index" ON "catalog_tune_tune_type" USING btree ("tune_type_id");