-- Ledger integrity (docs/decisions/0041): the database enforces what the domain checks before insert.
-- 1. Append-only: entries and transactions are never updated or deleted; a correction is a new transaction.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 2. Balanced: at commit, every transaction that received entries sums to zero per unit and has at least two.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  entry_count integer;
BEGIN
  SELECT count(*) INTO entry_count FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF entry_count < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has % entry; a transaction needs at least two', NEW.transaction_id, entry_count
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT unit, sum(amount) AS total INTO bad FROM ledger_entry
    WHERE transaction_id = NEW.transaction_id GROUP BY unit HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % sums to %', NEW.transaction_id, bad.unit, bad.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
