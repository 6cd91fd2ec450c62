CREATE TABLE "account_mail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"sent" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_mail_email_at_index" ON "account_mail" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "account_mail_ip_at_index" ON "account_mail" USING btree ("ip","at");