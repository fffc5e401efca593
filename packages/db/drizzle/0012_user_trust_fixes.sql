-- Recommendations are counted per quota period (docs/decisions/019-user-trust-fixes.md): rows shown before get
-- the period they were shown in (the membership then in force, else the calendar month in UTC).
ALTER TABLE "recommended_jobs" ADD COLUMN "period" text;--> statement-breakpoint
UPDATE "recommended_jobs" r SET "period" = coalesce(
  (SELECT 'm:' || m.id FROM "memberships" m
    WHERE m.user_id = r.user_id AND m.starts_at <= r.recommended_at AND m.expires_at > r.recommended_at
      AND (m.ended_at IS NULL OR m.ended_at > r.recommended_at)
    ORDER BY m.tier DESC, m.expires_at ASC LIMIT 1),
  to_char(r.recommended_at AT TIME ZONE 'UTC', 'YYYY-MM'));--> statement-breakpoint
ALTER TABLE "recommended_jobs" ALTER COLUMN "period" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recommended_jobs" DROP CONSTRAINT "recommended_jobs_user_id_job_id_pk";--> statement-breakpoint
ALTER TABLE "recommended_jobs" ADD CONSTRAINT "recommended_jobs_user_id_period_job_id_pk" PRIMARY KEY("user_id","period","job_id");--> statement-breakpoint
-- Only profiles the user saved content into count against the plan; an empty one opened and left does not.
ALTER TABLE "resume_profiles" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "resume_profiles" SET "saved_at" = "updated_at"
  WHERE jsonb_path_exists("data", '$.** ? (@.type() == "string" && @ like_regex "[^[:space:]]")');--> statement-breakpoint
-- A salary range from below the new-entrant rate up to a threshold now reads "depends on the offer" (the
-- thresholds each verdict was computed with are in the verdict itself).
UPDATE "jobs" SET "salary_status" = 'depends_on_offer',
  "verdict" = jsonb_set(jsonb_set("verdict", '{salary,status}', '"depends_on_offer"'), '{reasons}',
    (SELECT jsonb_agg(CASE WHEN e.r = 'SALARY_BELOW' THEN 'SALARY_DEPENDS_ON_OFFER' ELSE e.r END ORDER BY e.i)
      FROM jsonb_array_elements_text("verdict"->'reasons') WITH ORDINALITY AS e(r, i)))
  WHERE "salary_status" = 'below' AND "salary_annual_min" IS NOT NULL AND "salary_annual_max" IS NOT NULL
    AND "salary_annual_max" >= ("verdict"->'salary'->>'newEntrantThreshold')::numeric;
