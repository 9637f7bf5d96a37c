CREATE TABLE "branch_order_versions" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- As 0003, and each announcement carries the branch's next version. The upsert holds the branch's row until
-- the transaction ends, so versions commit, and NOTIFY delivers them, in order and without holes.
CREATE OR REPLACE FUNCTION notify_order_change() RETURNS trigger AS $$
DECLARE
  branch integer;
  next_version bigint;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.placed_at IS NULL THEN
    RETURN NEW;
  END IF;
  branch := CASE WHEN TG_OP = 'DELETE' THEN OLD.branch_id ELSE NEW.branch_id END;
  INSERT INTO branch_order_versions AS known (branch_id, version) VALUES (branch, 1)
    ON CONFLICT (branch_id) DO UPDATE SET version = known.version + 1
    RETURNING known.version INTO next_version;
  PERFORM pg_notify('orders', json_build_object(
    'orderId', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
    'branchId', branch,
    'type', CASE
      WHEN TG_OP = 'DELETE' THEN 'deleted'
      WHEN TG_OP = 'INSERT' OR OLD.placed_at IS NULL THEN 'placed'
      ELSE 'changed'
    END,
    'version', next_version
  )::text);
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$ LANGUAGE plpgsql;
