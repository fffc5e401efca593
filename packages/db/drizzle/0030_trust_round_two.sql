-- Decision 053. Reviews: who hid one (the operator, or reports from established accounts) and when the operator
-- last restored it; the reviews hidden so far were hidden by reports. Orders: the days left of a lower tier that
-- an upgrade moved to after the new membership.
ALTER TABLE "orders" ADD COLUMN "kept_days" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "restored_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "hidden_by" = 'reports' WHERE "hidden_at" IS NOT NULL;
