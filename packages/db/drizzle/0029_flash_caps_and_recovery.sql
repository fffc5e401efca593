CREATE TABLE "flash_blocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_usage" DROP CONSTRAINT "quota_usage_feature_check";--> statement-breakpoint
ALTER TABLE "flash_applications" ADD COLUMN "outside_recipients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD COLUMN "letter_links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD COLUMN "added_links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flash_blocks" ADD CONSTRAINT "flash_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_applications_letters_idx" ON "flash_applications" USING btree ("letter_status") WHERE "flash_applications"."letter_status" in ('waiting', 'generating');--> statement-breakpoint
CREATE INDEX "flash_applications_user_started_idx" ON "flash_applications" USING btree ("user_id","send_started_at") WHERE "flash_applications"."send_status" in ('sending', 'sent', 'unknown');--> statement-breakpoint
CREATE INDEX "flash_batches_open_idx" ON "flash_batches" USING btree ("status") WHERE "flash_batches"."status" in ('generating', 'sending');--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_feature_check" CHECK ("quota_usage"."feature" in ('helper', 'flash', 'totaljobs', 'letters'));