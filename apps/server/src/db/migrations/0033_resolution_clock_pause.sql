ALTER TABLE "ticket" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "waited_spans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Tickets already waiting on the customer: their wait began with the last message, which asked the customer.
UPDATE "ticket" SET "waiting_since" = "last_message_at" WHERE "status" = 'waiting-on-customer';