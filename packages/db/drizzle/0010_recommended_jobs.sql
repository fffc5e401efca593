CREATE TABLE "recommended_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"recommended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommended_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "recommended_jobs" ADD CONSTRAINT "recommended_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_jobs" ADD CONSTRAINT "recommended_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;