-- Each ad's day (days since 1970, UTC) as tokens of its search document (decision 039): the aligned block of 2^k
-- days holding it, for k = 0..5 ('d0:20783' its day, 'd1:10391' the two days it is in, … 'd5:649' 32 days), so any
-- stretch of days is a handful of tokens. A search for words in 1–10% of ads asks the index for its matches among
-- the newest days only, where its bitmap over the whole table held 10,000–100,000 rows, and "posted within N days"
-- is answered by the index too. (One token a day would not do: the index walks every entry rarer than the rarest
-- word in full, and twenty days of 16,000 ads each cost more than the word's matches.)
DROP FUNCTION job_search_doc(text, text, text, text, text, text, text, text, text, text[], integer);--> statement-breakpoint
CREATE FUNCTION job_search_doc(title text, employer text, description text, city text, location text, remote text,
  verdict text, salary text, contract text, routes text[], pay integer, posted timestamptz) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(employer, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, left(coalesce(description, ''), 600)), 'C')
    || array_to_tsvector(array(
      SELECT t FROM unnest(array['c:' || nullif(lower(city), ''), 'v:' || verdict, 's:' || salary, 't:' || contract, 'r:' || remote]
        || array(SELECT 'd' || k || ':' || (floor(extract(epoch FROM posted) / 86400)::int >> k) FROM generate_series(0, 5) k)
        || array(SELECT 'rt:' || lower(r) FROM unnest(routes) r)
        || array(SELECT 'p:' || k FROM unnest(array[20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100, 150]) k WHERE pay >= k * 1000)
        || array(SELECT 'l:' || w FROM regexp_split_to_table(lower(coalesce(location, '')), '[^[:alnum:]]+') w WHERE w <> '')) t
      WHERE t IS NOT NULL))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (job_id, posted_at, doc, verdict_kind, salary_status, contract_type, remote, salary_annual)
  VALUES (NEW.id, NEW.posted_at, job_search_doc(NEW.title, NEW.company_name, NEW.description_text, NEW.city, NEW.location,
    NEW.remote, NEW.verdict_kind, NEW.salary_status, NEW.contract_type, NEW.routes, coalesce(NEW.salary_annual_max, NEW.salary_annual_min),
    NEW.posted_at),
    NEW.verdict_kind, NEW.salary_status,
    NEW.contract_type, NEW.remote, coalesce(NEW.salary_annual_max, NEW.salary_annual_min))
  ON CONFLICT (job_id) DO UPDATE SET posted_at = excluded.posted_at, doc = excluded.doc, verdict_kind = excluded.verdict_kind,
    salary_status = excluded.salary_status, contract_type = excluded.contract_type, remote = excluded.remote,
    salary_annual = excluded.salary_annual;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The rows already there gain their day in place (no lock that stops searches while it runs; in table order, so
-- the table stays in date order).
UPDATE job_search SET doc = doc || array_to_tsvector(array(
  SELECT 'd' || k || ':' || (floor(extract(epoch FROM posted_at) / 86400)::int >> k) FROM generate_series(0, 5) k));--> statement-breakpoint
ANALYZE job_search;
