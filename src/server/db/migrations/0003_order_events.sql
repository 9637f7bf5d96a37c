-- Every change of an order the branch knows of is announced on the 'orders' channel, by the database
-- itself: no code path can forget it, every app instance hears it, and NOTIFY is delivered only when the
-- transaction commits. An online order that is not paid yet (placed_at null) is not the branch's yet.
CREATE OR REPLACE FUNCTION notify_order_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('orders', json_build_object('orderId', OLD.id, 'branchId', OLD.branch_id, 'type', 'deleted')::text);
    RETURN OLD;
  END IF;
  IF NEW.placed_at IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_notify('orders', json_build_object(
    'orderId', NEW.id,
    'branchId', NEW.branch_id,
    'type', CASE WHEN TG_OP = 'INSERT' OR OLD.placed_at IS NULL THEN 'placed' ELSE 'changed' END
  )::text);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_notify_change AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_order_change();
