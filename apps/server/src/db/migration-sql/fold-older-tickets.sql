-- Issue 26 (decision 0114): the older ways in become tickets of the one ticket system. Every /tuning-ticket row
-- becomes a TUNE ticket (source tune-request) whose thread starts with its description; every catalog purchase's
-- conversation becomes one ticket (source purchase) with its messages in order, the buyer's as the customer's and
-- staff's as staff's. Runs once, before the migration that drops `tuning_ticket` and `catalog_purchase_message`;
-- only tickets without a message yet (the ones made here) get the copied messages.
INSERT INTO "ticket" ("type", "status", "priority", "source", "title", "description", "customer_name", "email", "guest", "user_id", "tune_request_id", "last_message_at", "created_at", "updated_at")
SELECT 'TUNE', 'new', 'normal', 'tune-request',
  left(coalesce(nullif(trim(tt."title"), ''), 'Tuning ticket'), 200),
  coalesce(nullif(trim(tt."description"), ''), '(no description)'),
  coalesce(nullif(trim(tt."customer_name"), ''), nullif(trim(tt."email"), ''), 'Customer'),
  tt."email", tt."guest", tt."user_id", tt."tune_request_id", tt."created_at", tt."created_at", tt."created_at"
FROM "tuning_ticket" tt
ORDER BY tt."created_at", tt."id";
--> statement-breakpoint
INSERT INTO "ticket" ("type", "status", "priority", "source", "title", "description", "customer_name", "email", "guest", "user_id", "catalog_purchase_id", "first_responded_at", "last_message_at", "created_at", "updated_at")
SELECT
  CASE WHEN jsonb_array_length(p."lines") > 0
        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(p."lines") l WHERE l->>'type' IS DISTINCT FROM 'tool')
    THEN 'TOOL' ELSE 'TUNE' END,
  CASE WHEN s.first_staff_at IS NULL THEN 'new' ELSE 'open' END,
  'normal', 'purchase',
  left('Purchase #' || p."id" || ': ' || p."vehicle_name", 200),
  coalesce(nullif(trim(f."body"), ''), '(empty message)'),
  coalesce(nullif(trim(u."name"), ''), nullif(trim(u."email"), ''), 'Customer'),
  u."email", false, p."user_id", p."id", s.first_staff_at, s.last_at, f."created_at", s.last_at
FROM (
  SELECT DISTINCT ON (m."purchase_id") m."purchase_id", m."body", m."created_at"
  FROM "catalog_purchase_message" m
  ORDER BY m."purchase_id", m."created_at", m."id"
) f
JOIN (
  SELECT m."purchase_id", max(m."created_at") AS last_at,
    min(m."created_at") FILTER (WHERE m."from_staff" = 'yes') AS first_staff_at
  FROM "catalog_purchase_message" m
  GROUP BY m."purchase_id"
) s ON s."purchase_id" = f."purchase_id"
JOIN "catalog_purchase" p ON p."id" = f."purchase_id"
JOIN "user" u ON u."id" = p."user_id"
ORDER BY f."created_at", p."id";
--> statement-breakpoint
INSERT INTO "ticket_message" ("ticket_id", "author_kind", "author_user_id", "author_name", "body", "created_at")
SELECT t."id", 'customer', t."user_id", t."customer_name", t."description", t."created_at"
FROM "ticket" t
WHERE t."source" = 'tune-request'
  AND NOT EXISTS (SELECT 1 FROM "ticket_message" x WHERE x."ticket_id" = t."id")
ORDER BY t."id";
--> statement-breakpoint
INSERT INTO "ticket_message" ("ticket_id", "author_kind", "author_user_id", "author_name", "body", "created_at")
SELECT t."id",
  CASE WHEN m."from_staff" = 'yes' THEN 'staff' ELSE 'customer' END,
  m."author_user_id",
  coalesce(nullif(trim(u."name"), ''), nullif(trim(u."email"), ''), 'Customer'),
  coalesce(nullif(trim(m."body"), ''), '(empty message)'),
  m."created_at"
FROM "catalog_purchase_message" m
JOIN "ticket" t ON t."catalog_purchase_id" = m."purchase_id" AND t."source" = 'purchase'
JOIN "user" u ON u."id" = m."author_user_id"
WHERE NOT EXISTS (SELECT 1 FROM "ticket_message" x WHERE x."ticket_id" = t."id")
ORDER BY m."created_at", m."id";
