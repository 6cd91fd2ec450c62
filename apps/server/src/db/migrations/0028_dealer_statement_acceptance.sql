CREATE TABLE "dealer_statement_acceptance" (
	"statement_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"signature_authority_id" integer NOT NULL,
	"user_id" text,
	"legal_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_statement_acceptance" ADD CONSTRAINT "dealer_statement_acceptance_statement_id_dealer_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."dealer_statement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_statement_acceptance" ADD CONSTRAINT "dealer_statement_acceptance_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_statement_acceptance" ADD CONSTRAINT "dealer_statement_acceptance_signature_authority_id_signature_authority_id_fk" FOREIGN KEY ("signature_authority_id") REFERENCES "public"."signature_authority"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_statement_acceptance" ADD CONSTRAINT "dealer_statement_acceptance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_statement_acceptance_organization_id_index" ON "dealer_statement_acceptance" USING btree ("organization_id");--> statement-breakpoint
-- A statement's acceptance (decision 0107) is written once and never changed or deleted; only a deleted user's
-- id is cleared (ON DELETE SET NULL), the legal name they signed with stays.
CREATE FUNCTION dealer_statement_acceptance_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a statement''s acceptance is never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.statement_id IS DISTINCT FROM OLD.statement_id OR NEW.organization_id IS DISTINCT FROM OLD.organization_id
    OR NEW.signature_authority_id IS DISTINCT FROM OLD.signature_authority_id
    OR NEW.legal_name IS DISTINCT FROM OLD.legal_name OR NEW.accepted_at IS DISTINCT FROM OLD.accepted_at
    OR (NEW.user_id IS DISTINCT FROM OLD.user_id AND NEW.user_id IS NOT NULL) THEN
    RAISE EXCEPTION 'a statement''s acceptance is immutable' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dealer_statement_acceptance_immutable BEFORE UPDATE OR DELETE ON dealer_statement_acceptance
  FOR EACH ROW EXECUTE FUNCTION dealer_statement_acceptance_refuse_change();
