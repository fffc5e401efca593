DROP INDEX "jobs_city_idx";--> statement-breakpoint
CREATE INDEX "jobs_salary_status_idx" ON "jobs" USING btree ("salary_status","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("city","posted_at" DESC NULLS LAST);