CREATE TABLE "order_item_daily_names" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" text NOT NULL,
	"name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_item_daily_names_day_branch_id_product_id_unit_name_pk" PRIMARY KEY("day","branch_id","product_id","unit","name")
);
--> statement-breakpoint
-- 0009's order_rollup_items read a product's name again, after lines left, from every remaining line of
-- its branch and day, through whichever index the planner guessed (PGlite never analyses): rejecting one
-- order of a day with 2,000 read all of them, 110 ms on the PostgreSQL server, and a backlog of
-- rejections took quadratic time. The lines per name (order_item_daily_names) make the name a lookup of
-- a key's few rows. Otherwise as 0009.
CREATE OR REPLACE FUNCTION order_rollup_items(ords orders[], items order_items[], delta int, leaving int[])
RETURNS void AS $$
BEGIN
  INSERT INTO order_daily AS d (day, branch_id, payment_method, lines, items_gross)
  SELECT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date, o.branch_id, o.payment_method,
    delta * count(*), delta * sum(i.total)
  FROM unnest(items) i JOIN unnest(ords) o ON o.id = i.order_id
  WHERE o.placed_at IS NOT NULL AND NOT (o.is_canceled OR o.is_rejected OR o.is_failed)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, branch_id, payment_method) DO UPDATE SET lines = d.lines + excluded.lines,
    items_gross = d.items_gross + excluded.items_gross;

  INSERT INTO order_item_daily AS d (day, branch_id, product_id, unit, name, lines, amount, gross)
  SELECT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date, o.branch_id, i.product_id, i.unit,
    max(i.product->>'name'), delta * count(*), delta * sum(i.amount), delta * sum(i.total)
  FROM unnest(items) i JOIN unnest(ords) o ON o.id = i.order_id
  WHERE o.placed_at IS NOT NULL AND NOT (o.is_canceled OR o.is_rejected OR o.is_failed)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, branch_id, product_id, unit) DO UPDATE SET lines = d.lines + excluded.lines,
    amount = d.amount + excluded.amount, gross = d.gross + excluded.gross,
    name = CASE WHEN excluded.lines > 0 THEN greatest(d.name, excluded.name) ELSE d.name END;

  INSERT INTO order_item_daily_names AS d (day, branch_id, product_id, unit, name, lines)
  SELECT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date, o.branch_id, i.product_id, i.unit,
    i.product->>'name', delta * count(*)
  FROM unnest(items) i JOIN unnest(ords) o ON o.id = i.order_id
  WHERE o.placed_at IS NOT NULL AND NOT (o.is_canceled OR o.is_rejected OR o.is_failed)
    AND i.product->>'name' IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, branch_id, product_id, unit, name) DO UPDATE SET lines = d.lines + excluded.lines;

  IF delta < 0 THEN
    DELETE FROM order_daily d USING unnest(ords) o
    WHERE d.day = (o.placed_at AT TIME ZONE 'Europe/Vienna')::date AND d.branch_id = o.branch_id
      AND d.payment_method = o.payment_method AND d.orders = 0 AND d.lines = 0;
    DELETE FROM order_item_daily_names n USING (
      SELECT DISTINCT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date AS day, o.branch_id, i.product_id, i.unit
      FROM unnest(items) i JOIN unnest(ords) o ON o.id = i.order_id WHERE o.placed_at IS NOT NULL
    ) k
    WHERE n.day = k.day AND n.branch_id = k.branch_id AND n.product_id = k.product_id AND n.unit = k.unit
      AND n.lines = 0;
    WITH touched AS (
      SELECT DISTINCT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date AS day, o.branch_id, i.product_id, i.unit
      FROM unnest(items) i JOIN unnest(ords) o ON o.id = i.order_id WHERE o.placed_at IS NOT NULL
    ), emptied AS (
      DELETE FROM order_item_daily d USING touched k
      WHERE d.day = k.day AND d.branch_id = k.branch_id AND d.product_id = k.product_id AND d.unit = k.unit
        AND d.lines = 0
      RETURNING d.day
    )
    UPDATE order_item_daily d SET name = (
      SELECT max(n.name) FROM order_item_daily_names n
      WHERE n.day = d.day AND n.branch_id = d.branch_id AND n.product_id = d.product_id AND n.unit = d.unit)
    FROM touched k
    WHERE d.day = k.day AND d.branch_id = k.branch_id AND d.product_id = k.product_id AND d.unit = k.unit
      AND d.lines <> 0;
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_items_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_daily AS d (day, branch_id, payment_method, lines, items_gross)
  SELECT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date, o.branch_id, o.payment_method, count(*), sum(i.total)
  FROM new_rows i JOIN orders o ON o.id = i.order_id
  WHERE o.placed_at IS NOT NULL AND NOT (o.is_canceled OR o.is_rejected OR o.is_failed)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, branch_id, payment_method) DO UPDATE SET lines = d.lines + excluded.lines,
    items_gross = d.items_gross + excluded.items_gross;
  INSERT INTO order_item_daily AS d (day, branch_id, product_id, unit, name, lines, amount, gross)
  SELECT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date, o.branch_id, i.product_id, i.unit,
    max(i.product->>'name'), count(*), sum(i.amount), sum(i.total)
  FROM new_rows i JOIN orders o ON o.id = i.order_id
  WHERE o.placed_at IS NOT NULL AND NOT (o.is_canceled OR o.is_rejected OR o.is_failed)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, branch_id, product_id, unit) DO UPDATE SET lines = d.lines + excluded.lines,
    amount = d.amount + excluded.amount, gross = d.gross + excluded.gross, name = greatest(d.name, excluded.name);
  INSERT INTO order_item_daily_names AS d (day, branch_id, product_id, unit, name, lines)
  SELECT (o.placed_at AT TIME ZONE 'Europe/Vienna')::date, o.branch_id, i.product_id, i.unit,
    i.product->>'name', count(*)
  FROM new_rows i JOIN orders o ON o.id = i.order_id
  WHERE o.placed_at IS NOT NULL AND NOT (o.is_canceled OR o.is_rejected OR o.is_failed)
    AND i.product->>'name' IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, branch_id, product_id, unit, name) DO UPDATE SET lines = d.lines + excluded.lines;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- CREATE OR REPLACE dropped 0012's setting with the old body.
ALTER FUNCTION order_rollup_items_inserted() SET enable_seqscan = off;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM order_daily;
  DELETE FROM order_tax_daily;
  DELETE FROM order_hourly;
  DELETE FROM order_item_daily;
  DELETE FROM order_item_daily_names;
  PERFORM order_rollup_orders(ARRAY(SELECT o FROM orders o WHERE o.placed_at IS NOT NULL), 1);
  PERFORM order_rollup_items(ARRAY(SELECT o FROM orders o WHERE o.placed_at IS NOT NULL),
    ARRAY(SELECT i FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.placed_at IS NOT NULL), 1, '{}');
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT order_rollup_rebuild();
