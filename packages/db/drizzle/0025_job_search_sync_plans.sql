-- The trigger removed an ad from the recent table with a plain DELETE for every ad older than 8 days, inserts
-- included. PL/pgSQL keeps that statement's plan for the session: planned while the table was small, the kept
-- plan read the whole table, so a long import slowed as the table grew (the 1M benchmark load fell to ~200
-- rows/s). Now only an update of an ad that was recent removes its copy, and the statement is planned each time.
-- A row that aged out of the last 8 days before its ad changed may stay until the next prune: the searches
-- that read this table ask for days it no longer covers (0024).
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
  ELSIF TG_OP = 'UPDATE' AND OLD.posted_at >= now() - interval '8 days' THEN
    EXECUTE 'DELETE FROM job_search_recent WHERE job_id = $1' USING NEW.id;
  END IF;
  RETURN NULL;
END
$$;
