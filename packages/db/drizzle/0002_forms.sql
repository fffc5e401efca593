CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_post_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_url" text NOT NULL,
	"notes" text,
	"contact" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
