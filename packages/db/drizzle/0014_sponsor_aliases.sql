CREATE TABLE "sponsor_aliases" (
	"brand_key" text NOT NULL,
	"brand" text NOT NULL,
	"organisation" text NOT NULL,
	"source" text NOT NULL,
	"checked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_aliases_brand_key_organisation_pk" PRIMARY KEY("brand_key","organisation")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "match_group" jsonb;