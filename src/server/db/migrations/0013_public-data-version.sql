CREATE TABLE "public_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE public_data_version SET version = version + 1 WHERE id = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The tables the public data is read from (modules branches, catalog, config and content, queries.ts).
DO $$
DECLARE
	name text;
BEGIN
	FOREACH name IN ARRAY ARRAY[
		'config', 'divisions', 'branches', 'branch_images', 'branch_tags', 'delivery_areas', 'tables', 'donatees',
		'images', 'menus', 'menu_branches', 'menu_categories', 'menu_category_products', 'categories',
		'products', 'product_images', 'product_tags', 'tags', 'sites', 'navigations', 'blocks'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
			'FOR EACH STATEMENT EXECUTE FUNCTION public_data_changed()',
			name
		);
	END LOOP;
END;
$$;
