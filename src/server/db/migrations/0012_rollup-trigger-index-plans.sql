-- The rollup triggers of 0009 that look orders up by id, or lines by their order, keep their plans for the
-- whole session. Planned while the tables were small (a new database: PGlite runs the migrations in the
-- session it then serves from), the lookup was a sequential scan, and PGlite, which has no autovacuum,
-- never analyses or invalidates it: placing an order read every order, growing by about 0.5 ms per
-- thousand orders. Without sequential scans the planner takes the primary key (orders) and the
-- (order_id, position) index (lines) at any size. The rebuild, which reads everything, keeps its scans.
ALTER FUNCTION order_rollup_items_inserted() SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION order_rollup_orders_updated() SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION order_rollup_order_deleting() SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION order_rollup_items_changed() SET enable_seqscan = off;
