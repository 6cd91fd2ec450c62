-- A dealer's issued statement is immutable (issue 25 item 2, docs/decisions/0103): its period, currency, number
-- and amounts never change and it is never deleted; only its acceptance (accepted_at, accepted_by_user_id) is
-- written later, once (a deleted user's
-- acceptance keeps its date and loses its name).
CREATE FUNCTION dealer_statement_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued dealer statement is never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.organization_id IS DISTINCT FROM OLD.organization_id OR NEW.currency IS DISTINCT FROM OLD.currency
    OR NEW.number IS DISTINCT FROM OLD.number OR NEW.period_start IS DISTINCT FROM OLD.period_start
    OR NEW.period_end IS DISTINCT FROM OLD.period_end OR NEW.opening_minor IS DISTINCT FROM OLD.opening_minor
    OR NEW.closing_minor IS DISTINCT FROM OLD.closing_minor OR NEW.due_date IS DISTINCT FROM OLD.due_date
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at
    OR (OLD.accepted_at IS NOT NULL AND (NEW.accepted_at IS DISTINCT FROM OLD.accepted_at
      OR (NEW.accepted_by_user_id IS DISTINCT FROM OLD.accepted_by_user_id AND NEW.accepted_by_user_id IS NOT NULL))) THEN
    RAISE EXCEPTION 'an issued dealer statement is immutable' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dealer_statement_immutable BEFORE UPDATE OR DELETE ON dealer_statement
  FOR EACH ROW EXECUTE FUNCTION dealer_statement_refuse_change();
