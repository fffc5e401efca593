CREATE TABLE "register_changes" (
	"import_id" integer NOT NULL,
	"change" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_names" (
	"sponsor_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"organisations" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"towns" text[] NOT NULL,
	"counties" text[] NOT NULL,
	"type_ratings" text[] NOT NULL,
	"routes" text[] NOT NULL,
	"first_seen_import_id" integer,
	"last_seen_import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_changes" ADD CONSTRAINT "register_changes_import_id_register_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."register_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_names" ADD CONSTRAINT "sponsor_names_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_first_seen_import_id_register_imports_id_fk" FOREIGN KEY ("first_seen_import_id") REFERENCES "public"."register_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_last_seen_import_id_register_imports_id_fk" FOREIGN KEY ("last_seen_import_id") REFERENCES "public"."register_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_changes_import_idx" ON "register_changes" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "sponsor_names_key_idx" ON "sponsor_names" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sponsor_names_key_trgm_idx" ON "sponsor_names" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsor_names_sponsor_idx" ON "sponsor_names" USING btree ("sponsor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_name_lower_idx" ON "sponsors" USING btree ("name_lower");