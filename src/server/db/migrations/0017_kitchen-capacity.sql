CREATE TABLE "branch_capacity" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"busy_minutes" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_until" timestamp with time zone,
	"auto_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_capacity_busy_minutes_check" CHECK ("branch_capacity"."busy_minutes" between 0 and 240),
	CONSTRAINT "branch_capacity_auto_state_check" CHECK ("branch_capacity"."auto_state" in ('busy', 'pause'))
);
--> statement-breakpoint
CREATE TABLE "capacity_lost_demand" (
	"branch_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"outcome" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "capacity_lost_demand_branch_id_day_reason_outcome_pk" PRIMARY KEY("branch_id","day","reason","outcome"),
	CONSTRAINT "capacity_lost_demand_reason_check" CHECK ("capacity_lost_demand"."reason" in ('capacity', 'pause', 'busy')),
	CONSTRAINT "capacity_lost_demand_outcome_check" CHECK ("capacity_lost_demand"."outcome" in ('moved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "make_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "make_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capacity_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "make_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_capacity" ADD CONSTRAINT "branch_capacity_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_lost_demand" ADD CONSTRAINT "capacity_lost_demand_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_branch_id_capacity_slot_idx" ON "orders" USING btree ("branch_id","capacity_slot") WHERE "orders"."capacity_slot" is not null;