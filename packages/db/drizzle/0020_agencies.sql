CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tier" text,
	"rank" integer DEFAULT 1000 NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_kind_check" CHECK ("agencies"."kind" in ('job', 'cn')),
	CONSTRAINT "agencies_tier_check" CHECK ("agencies"."tier" is null or "agencies"."tier" in ('gold', 'silver', 'bronze'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_slug_key" ON "agencies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "agencies_kind_order_idx" ON "agencies" USING btree ("kind","rank");