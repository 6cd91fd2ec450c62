DROP TABLE "catalog_purchase_message" CASCADE;--> statement-breakpoint
DROP TABLE "tuning_ticket" CASCADE;