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
ALTER TABLE "ticket_intake" ADD CONSTRAINT "ticket_intake_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_intake_ip_kind_created_at_index" ON "ticket_intake" USING btree ("ip","kind","created_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_email_created_at_index" ON "ticket_intake" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "ticket_intake_ticket_id_index" ON "ticket_intake" USING btree ("ticket_id");