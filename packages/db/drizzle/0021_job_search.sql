CREATE TABLE "job_search" (
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
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The search document (decision 039): title (A), employer (B), the description's first 600 characters (C), and the
-- filters as tokens that no typed word can produce (the parser splits at ':'): town, place words, verdict, pay
-- status, contract, remote, each route, and yearly pay of at least 20k, 25k… (`p:40` for £40,000 or more; the
-- steps must match PAY_STEPS in search/sql.ts). Tokens carry no position, so they never count in a rank.
CREATE FUNCTION job_search_doc(title text, employer text, description text, city text, location text, remote text,
  verdict text, salary text, contract text, routes text[], pay integer) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(employer, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, left(coalesce(description, ''), 600)), 'C')
    || array_to_tsvector(array(
      SELECT t FROM unnest(array['c:' || nullif(lower(city), ''), 'v:' || verdict, 's:' || salary, 't:' || contract, 'r:' || remote]
        || array(SELECT 'rt:' || lower(r) FROM unnest(routes) r)
        || array(SELECT 'p:' || k FROM unnest(array[20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100, 150]) k WHERE pay >= k * 1000)
        || array(SELECT 'l:' || w FROM regexp_split_to_table(lower(coalesce(location, '')), '[^[:alnum:]]+') w WHERE w <> '')) t
      WHERE t IS NOT NULL))
$$;--> statement-breakpoint
CREATE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (job_id, posted_at, doc, verdict_kind, salary_status, contract_type, remote, salary_annual)
  VALUES (NEW.id, NEW.posted_at, job_search_doc(NEW.title, NEW.company_name, NEW.description_text, NEW.city, NEW.location,
    NEW.remote, NEW.verdict_kind, NEW.salary_status, NEW.contract_type, NEW.routes, coalesce(NEW.salary_annual_max, NEW.salary_annual_min)),
    NEW.verdict_kind, NEW.salary_status,
    NEW.contract_type, NEW.remote, coalesce(NEW.salary_annual_max, NEW.salary_annual_min))
  ON CONFLICT (job_id) DO UPDATE SET posted_at = excluded.posted_at, doc = excluded.doc, verdict_kind = excluded.verdict_kind,
    salary_status = excluded.salary_status, contract_type = excluded.contract_type, remote = excluded.remote,
    salary_annual = excluded.salary_annual;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Jobs already stored (a million take a few minutes, once), newest first: the table then lies in date order, as
-- it grows in production (each import adds the newest ads), so reading the newest ads reads neighbouring pages.
INSERT INTO job_search (job_id, posted_at, doc, verdict_kind, salary_status, contract_type, remote, salary_annual)
SELECT id, posted_at, job_search_doc(title, company_name, description_text, city, location, remote, verdict_kind, salary_status,
  contract_type, routes, coalesce(salary_annual_max, salary_annual_min)), verdict_kind, salary_status, contract_type, remote, coalesce(salary_annual_max, salary_annual_min)
FROM jobs ORDER BY posted_at DESC, id DESC;--> statement-breakpoint
CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION job_search_sync();--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE OF title, company_name, description_text, city, location, remote, verdict_kind,
  salary_status, contract_type, routes, posted_at, salary_annual_min, salary_annual_max ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_search_sync();--> statement-breakpoint
CREATE INDEX "job_search_doc_idx" ON "job_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "job_search_posted_idx" ON "job_search" USING btree ("posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
-- The planner tells common words and tokens from rare ones (decision 015).
ALTER TABLE "job_search" ALTER COLUMN "doc" SET STATISTICS 1000;--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
ANALYZE "job_search";
