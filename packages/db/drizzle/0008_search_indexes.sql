DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_city_idx";--> statement-breakpoint
DROP INDEX "jobs_verdict_kind_idx";--> statement-breakpoint
CREATE INDEX "jobs_salary_status_idx" ON "jobs" USING btree ("salary_status","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("city","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_verdict_kind_idx" ON "jobs" USING btree ("verdict_kind","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);