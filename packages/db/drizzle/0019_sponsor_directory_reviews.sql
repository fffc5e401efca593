CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "open_jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "ratings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "rating_rank" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "town_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_user_idx" ON "review_reports" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_target_user_idx" ON "reviews" USING btree ("target_type","target_key","user_id");--> statement-breakpoint
CREATE INDEX "reviews_target_idx" ON "reviews" USING btree ("target_type","target_key","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "register_changes_name_idx" ON "register_changes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sponsors_open_jobs_idx" ON "sponsors" USING btree ("open_jobs" DESC NULLS LAST,"name_lower");--> statement-breakpoint
CREATE INDEX "sponsors_rating_idx" ON "sponsors" USING btree ("rating_rank","name_lower");--> statement-breakpoint
CREATE INDEX "sponsors_town_keys_idx" ON "sponsors" USING gin ("town_keys");--> statement-breakpoint
CREATE INDEX "sponsors_routes_idx" ON "sponsors" USING gin ("routes");--> statement-breakpoint
CREATE INDEX "sponsors_ratings_idx" ON "sponsors" USING gin ("ratings");--> statement-breakpoint
-- Backfill the directory columns of a register already loaded (the app refreshes them after every import).
UPDATE "sponsors" s SET
  "town_keys" = coalesce((SELECT array_agg(DISTINCT lower(t)) FROM unnest(s."towns") t), '{}'::text[]),
  "ratings" = coalesce((
    SELECT array_agg(DISTINCT r) FROM (
      SELECT CASE
        WHEN tr ~* 'provisional' THEN 'provisional'
        WHEN tr ~* '\(A \((Premium|SME\+)\)\)' THEN 'A Premium'
        WHEN tr ~* '\(B rating\)' THEN 'B'
        WHEN tr ~* '\(A rating\)' THEN 'A'
      END AS r FROM unnest(s."type_ratings") tr) x WHERE r IS NOT NULL), '{}'::text[]);--> statement-breakpoint
UPDATE "sponsors" SET "rating_rank" = CASE
  WHEN 'A Premium' = ANY("ratings") THEN 0 WHEN 'A' = ANY("ratings") THEN 1 WHEN 'B' = ANY("ratings") THEN 2
  WHEN 'provisional' = ANY("ratings") THEN 3 ELSE 4 END;--> statement-breakpoint
UPDATE "sponsors" s SET "open_jobs" = x.n FROM (
  SELECT c."sponsor_id" AS id, count(*)::int AS n FROM "jobs" j JOIN "companies" c ON c."id" = j."company_id"
  WHERE c."sponsor_id" IS NOT NULL GROUP BY c."sponsor_id") x WHERE x.id = s."id";
