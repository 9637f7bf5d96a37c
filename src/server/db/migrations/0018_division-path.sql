ALTER TABLE "divisions" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_path_unique" UNIQUE("path");