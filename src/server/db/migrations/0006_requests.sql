CREATE TABLE "request_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"branch_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"appointment" timestamp with time zone,
	"slot_start" timestamp with time zone,
	"persons" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "requests_kind_check" CHECK ("requests"."kind" in ('breakfast', 'contact')),
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('new', 'confirmed', 'declined')),
	CONSTRAINT "requests_persons_check" CHECK ("requests"."persons" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "request_log" ADD CONSTRAINT "request_log_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_log" ADD CONSTRAINT "request_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_log_request_id_idx" ON "request_log" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "requests_branch_id_created_at_idx" ON "requests" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_slot_start_idx" ON "requests" USING btree ("branch_id","slot_start") WHERE "requests"."slot_start" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_request_id_idx" ON "messages" USING btree ("request_id");