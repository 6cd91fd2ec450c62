CREATE INDEX "catalog_purchase_created_at_index" ON "catalog_purchase" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "checkout_order_created_at_index" ON "checkout_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tag_attribution_created_at_index" ON "tag_attribution" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tune_request_created_at_index" ON "tune_request" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tune_request_event_to_status_created_at_index" ON "tune_request_event" USING btree ("to_status","created_at");