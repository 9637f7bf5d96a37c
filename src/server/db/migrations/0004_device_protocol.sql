ALTER TABLE "print_jobs" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_api_key_hash_key" ON "devices" USING btree ("api_key_hash");