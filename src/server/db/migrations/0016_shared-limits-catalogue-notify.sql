-- Unlogged: counters lost in a crash only let a flood start over (ADR 036).
CREATE UNLOGGED TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_counters_expires_at_idx" ON "limit_counters" USING btree ("expires_at");--> statement-breakpoint
-- Every instance's public data cache hears a catalogue change at its commit (ADR 036); the payload is the
-- new version, so an instance whose copy is already that new reads nothing again.
CREATE OR REPLACE FUNCTION public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed bigint;
BEGIN
	UPDATE public_data_version SET version = version + 1 WHERE id = 1 RETURNING version INTO changed;
	PERFORM pg_notify('public_data', changed::text);
	RETURN NULL;
END;
$$;
