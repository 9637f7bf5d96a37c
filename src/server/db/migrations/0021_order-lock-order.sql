-- Every transaction that changes a branch's orders or lines locks the branch's order version first, so
-- the version row serialises them and no two wait on each other. Changing an order does (its row trigger,
-- notify_order_change of 0003/0015, runs before the rollups' statement triggers); placing one did not: in
-- its one statement (ADR 011) the lines' rollup runs before the order's row trigger, so placing took the
-- day's figures and then the version while a rejection took the version and then the figures, and on the
-- PostgreSQL server one of them was aborted as a deadlock (an order placed during the escalation
-- backlog answered 500). The lines' statements and an order's deletion (whose rollup runs before the
-- delete) now take the version first. A branch's first order has no version row yet; nothing else of
-- that branch can be under way then.
CREATE FUNCTION lock_branch_orders_of_lines() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM branch_order_versions v
  WHERE v.branch_id IN (SELECT o.branch_id FROM orders o WHERE o.id IN (SELECT l.order_id FROM changed_lines l))
  ORDER BY v.branch_id FOR UPDATE;
  RETURN NULL;
END
$$ LANGUAGE plpgsql SET enable_seqscan = off;--> statement-breakpoint
CREATE FUNCTION lock_branch_orders_of_order() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM branch_order_versions v WHERE v.branch_id = OLD.branch_id FOR UPDATE;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Statement triggers of one event fire in the order of their names: 'order_items_lock_…' before
-- 'order_items_rollup_…', and 'orders_lock_…' before 'orders_rollup_delete' among the row triggers.
CREATE TRIGGER order_items_lock_branch_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION lock_branch_orders_of_lines();--> statement-breakpoint
CREATE TRIGGER order_items_lock_branch_update AFTER UPDATE ON order_items REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION lock_branch_orders_of_lines();--> statement-breakpoint
CREATE TRIGGER order_items_lock_branch_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION lock_branch_orders_of_lines();--> statement-breakpoint
CREATE TRIGGER orders_lock_branch_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION lock_branch_orders_of_order();
