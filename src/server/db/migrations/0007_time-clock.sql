CREATE TABLE "analytics_daily_keys" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_keys_day_type_key_pk" PRIMARY KEY("day","type","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_hour_type_pk" PRIMARY KEY("hour","type")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_days" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_visitor_days_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "employment_terms" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"employed_since" date NOT NULL,
	"working_days_per_week" smallint DEFAULT 5 NOT NULL,
	"credited_service_years" smallint DEFAULT 0 NOT NULL,
	"opening_holiday_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_terms_days_check" CHECK ("employment_terms"."working_days_per_week" between 1 and 6),
	CONSTRAINT "employment_terms_credited_check" CHECK ("employment_terms"."credited_service_years" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "time_clock_stamps" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"activity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_clock_stamps_action_check" CHECK ("time_clock_stamps"."action" in ('start', 'pause', 'resume', 'end'))
);
--> statement-breakpoint
ALTER TABLE "working_activities" ADD COLUMN "kind" text DEFAULT 'work' NOT NULL;--> statement-breakpoint
ALTER TABLE "employment_terms" ADD CONSTRAINT "employment_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_stamps" ADD CONSTRAINT "time_clock_stamps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_stamps" ADD CONSTRAINT "time_clock_stamps_activity_id_working_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."working_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_visitor_days_first_seen_at_idx" ON "analytics_visitor_days" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "time_clock_stamps_user_id_at_idx" ON "time_clock_stamps" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "working_activities_kind_started_at_idx" ON "working_activities" USING btree ("kind","started_at");--> statement-breakpoint
ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_kind_check" CHECK ("working_activities"."kind" in ('work', 'holiday', 'sick'));