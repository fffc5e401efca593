CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"sponsor_id" integer,
	"match_confidence" real DEFAULT 0 NOT NULL,
	"is_agency" boolean DEFAULT false NOT NULL,
	"website" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_marks" (
	"user_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"saved_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"flash_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_marks_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"url" text,
	"title" text NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"location" text,
	"city" text DEFAULT '' NOT NULL,
	"salary_min" real,
	"salary_max" real,
	"salary_period" text,
	"salary_currency" text,
	"salary_text" text,
	"salary_estimated" boolean DEFAULT false NOT NULL,
	"salary_annual_min" integer,
	"salary_annual_max" integer,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"description_truncated" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_type" text,
	"hours" text,
	"remote" text,
	"hr_email" text,
	"country" text,
	"verdict" jsonb NOT NULL,
	"verdict_kind" text NOT NULL,
	"salary_status" text NOT NULL,
	"routes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("jobs"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("jobs"."company_name", '')), 'B') || setweight(to_tsvector('english', left(coalesce("jobs"."description_text", ''), 4000)), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_marks" ADD CONSTRAINT "job_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_marks" ADD CONSTRAINT "job_marks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_idx" ON "companies" USING btree ("name_lower");--> statement-breakpoint
CREATE INDEX "companies_sponsor_idx" ON "companies" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "job_marks_saved_idx" ON "job_marks" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_marks_applied_idx" ON "job_marks" USING btree ("user_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_idx" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_source_external_idx" ON "jobs" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("city");--> statement-breakpoint
CREATE INDEX "jobs_verdict_kind_idx" ON "jobs" USING btree ("verdict_kind","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","created_at" DESC NULLS LAST);