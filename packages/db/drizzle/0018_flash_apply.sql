CREATE TABLE "flash_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"letter" text DEFAULT '' NOT NULL,
	"letter_status" text DEFAULT 'waiting' NOT NULL,
	"letter_error" text,
	"removed_claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generation_started_at" timestamp with time zone,
	"send_status" text DEFAULT 'draft' NOT NULL,
	"send_error" text,
	"message_id" text NOT NULL,
	"provider_message_id" text,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"resume_id" uuid,
	"resume_name" text NOT NULL,
	"quota_use_id" uuid,
	"sender_address" text,
	"worker" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flash_deliveries" (
	"user_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"recipient" text NOT NULL,
	"application_id" uuid NOT NULL,
	"company" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_deliveries_user_id_job_id_recipient_pk" PRIMARY KEY("user_id","job_id","recipient"),
	CONSTRAINT "flash_deliveries_recipient_lower" CHECK ("flash_deliveries"."recipient" = lower("flash_deliveries"."recipient"))
);
--> statement-breakpoint
ALTER TABLE "flash_applications" ADD CONSTRAINT "flash_applications_batch_id_flash_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."flash_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD CONSTRAINT "flash_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD CONSTRAINT "flash_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_batches" ADD CONSTRAINT "flash_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_batches" ADD CONSTRAINT "flash_batches_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_deliveries" ADD CONSTRAINT "flash_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_deliveries" ADD CONSTRAINT "flash_deliveries_application_id_flash_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flash_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_applications_batch_idx" ON "flash_applications" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "flash_applications_user_idx" ON "flash_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flash_applications_sending_idx" ON "flash_applications" USING btree ("send_status") WHERE "flash_applications"."send_status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "flash_applications_message_id_idx" ON "flash_applications" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "flash_batches_user_idx" ON "flash_batches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flash_deliveries_user_created_idx" ON "flash_deliveries" USING btree ("user_id","created_at");