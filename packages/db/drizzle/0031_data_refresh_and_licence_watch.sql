CREATE TABLE "register_pending" (
	"import_id" integer NOT NULL,
	"op" text NOT NULL,
	"name_lower" text NOT NULL,
	"name" text NOT NULL,
	"towns" text[] NOT NULL,
	"counties" text[] NOT NULL,
	"type_ratings" text[] NOT NULL,
	"routes" text[] NOT NULL,
	"key" text NOT NULL,
	"aliases" text[] NOT NULL,
	CONSTRAINT "register_pending_import_id_name_lower_pk" PRIMARY KEY("import_id","name_lower")
);
--> statement-breakpoint
CREATE TABLE "employer_follows" (
	"user_id" uuid NOT NULL,
	"name_lower" text NOT NULL,
	"name" text NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_follows_user_id_name_lower_pk" PRIMARY KEY("user_id","name_lower")
);
--> statement-breakpoint
CREATE TABLE "follow_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_follow" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"emails" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer,
	"target" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"counts" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "import_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"label" text NOT NULL,
	"every_minutes" integer DEFAULT 360 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sightings" (
	"source_id" integer NOT NULL,
	"job_id" bigint NOT NULL,
	"run_id" integer NOT NULL,
	CONSTRAINT "job_sightings_source_id_job_id_pk" PRIMARY KEY("source_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "licence_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"change_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "register_imports" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "register_imports" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "register_changes" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "register_changes" ADD COLUMN "before" text;--> statement-breakpoint
ALTER TABLE "register_changes" ADD COLUMN "after" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "register_pending" ADD CONSTRAINT "register_pending_import_id_register_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."register_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_follows" ADD CONSTRAINT "employer_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_settings" ADD CONSTRAINT "follow_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_source_id_import_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."import_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sightings" ADD CONSTRAINT "job_sightings_source_id_import_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."import_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sightings" ADD CONSTRAINT "job_sightings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_change_id_register_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."register_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_follows_name_idx" ON "employer_follows" USING btree ("name_lower");--> statement-breakpoint
CREATE INDEX "import_runs_target_idx" ON "import_runs" USING btree ("target","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "import_sources_label_idx" ON "import_sources" USING btree ("label");--> statement-breakpoint
CREATE INDEX "import_sources_next_idx" ON "import_sources" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "job_sightings_job_idx" ON "job_sightings" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_notices_user_change_idx" ON "licence_notices" USING btree ("user_id","change_id");--> statement-breakpoint
CREATE INDEX "licence_notices_user_idx" ON "licence_notices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "licence_notices_unsent_idx" ON "licence_notices" USING btree ("id") WHERE emailed_at is null;--> statement-breakpoint
-- Imports before this one are not announced to anyone (nobody followed an employer then).
UPDATE "register_imports" SET "notified_at" = now();--> statement-breakpoint
-- A closed ad (no source lists it any more) leaves the search tables and stays out of them while closed: any later
-- update of its row (a verdict refreshed after a register import) must not put it back. Reopening it puts it back.
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copy job_search;
BEGIN
  IF NEW.closed_at IS NOT NULL THEN
    EXECUTE 'DELETE FROM job_search WHERE job_id = $1' USING NEW.id;
    EXECUTE 'DELETE FROM job_search_recent WHERE job_id = $1' USING NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO job_search (job_id, posted_at, doc, verdict_kind, salary_status, contract_type, remote, salary_annual)
  VALUES (NEW.id, NEW.posted_at, job_search_doc(NEW.title, NEW.company_name, NEW.description_text, NEW.city, NEW.location,
    NEW.remote, NEW.verdict_kind, NEW.salary_status, NEW.contract_type, NEW.routes, coalesce(NEW.salary_annual_max, NEW.salary_annual_min),
    NEW.posted_at),
    NEW.verdict_kind, NEW.salary_status,
    NEW.contract_type, NEW.remote, coalesce(NEW.salary_annual_max, NEW.salary_annual_min))
  ON CONFLICT (job_id) DO UPDATE SET posted_at = excluded.posted_at, doc = excluded.doc, verdict_kind = excluded.verdict_kind,
    salary_status = excluded.salary_status, contract_type = excluded.contract_type, remote = excluded.remote,
    salary_annual = excluded.salary_annual
  RETURNING * INTO copy;
  IF copy.posted_at >= now() - interval '8 days' THEN
    INSERT INTO job_search_recent VALUES (copy.*)
    ON CONFLICT (job_id) DO UPDATE SET posted_at = excluded.posted_at, doc = excluded.doc, verdict_kind = excluded.verdict_kind,
      salary_status = excluded.salary_status, contract_type = excluded.contract_type, remote = excluded.remote,
      salary_annual = excluded.salary_annual;
  ELSIF TG_OP = 'UPDATE' AND OLD.posted_at >= now() - interval '8 days' THEN
    EXECUTE 'DELETE FROM job_search_recent WHERE job_id = $1' USING NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER jobs_search_update ON jobs;--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE OF title, company_name, description_text, city, location, remote, verdict_kind,
  salary_status, contract_type, routes, posted_at, salary_annual_min, salary_annual_max, closed_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_search_sync();
