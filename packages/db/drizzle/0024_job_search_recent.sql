CREATE TABLE "job_search_recent" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"doc" "tsvector" NOT NULL,
	"verdict_kind" text NOT NULL,
	"salary_status" text NOT NULL,
	"contract_type" text,
	"remote" text,
	"salary_annual" integer
);
--> statement-breakpoint
ALTER TABLE "job_search_recent" ADD CONSTRAINT "job_search_recent_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The newest ads' rows again (decision 039): a search that reads only the newest days asks this table's index,
-- whose posting lists hold about a week of ads. GIN walks its rarest word's list in full, and a day token narrows
-- the rows read from the table, not that walk; a week's list is an eighth of the whole at 60 days of ads. Every
-- ad posted in the last 8 days is here (the search relies on 7: search/sql.ts, RECENT_DAYS); older rows are
-- pruned after each import (repository.ts, pruneRecentSearch) and are harmless meanwhile, since the searches
-- that read this table ask for their days.
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copy job_search;
BEGIN
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
  ELSE
    DELETE FROM job_search_recent WHERE job_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO job_search_recent SELECT * FROM job_search WHERE posted_at >= now() - interval '8 days'
  ORDER BY posted_at DESC NULLS LAST, job_id DESC NULLS LAST;--> statement-breakpoint
CREATE INDEX "job_search_recent_doc_idx" ON "job_search_recent" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "job_search_recent_posted_idx" ON "job_search_recent" USING btree ("posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
ANALYZE job_search_recent;
