ALTER TABLE "messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- The messages table becomes the delivery queue (ADR 011). Sent messages are done; a failed one may still
-- have had a retry waiting in the old job queue, so it gets one more attempt unless it used all nine.
UPDATE "messages" SET "next_attempt_at" = NULL WHERE "status" = 'sent' OR ("status" = 'failed' AND "attempts" >= 9);--> statement-breakpoint
CREATE INDEX "messages_next_attempt_at_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."next_attempt_at" is not null;
