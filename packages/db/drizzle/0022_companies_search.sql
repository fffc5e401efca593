ALTER TABLE "sponsors" ADD COLUMN "name_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "sponsor_tokens_prefix_idx" ON "sponsor_tokens" USING btree ("token" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sponsor_tokens_trgm_idx" ON "sponsor_tokens" USING gin ("token" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsors_name_words_idx" ON "sponsors" USING gin ("name_words");--> statement-breakpoint
-- Backfill a register already loaded (importRegister refreshes the column with refreshDirectoryColumns).
UPDATE "sponsors" s SET "name_words" = w.words FROM (
  SELECT n."sponsor_id", array_agg(DISTINCT word) AS words
  FROM "sponsor_names" n CROSS JOIN unnest(string_to_array(n."key", ' ')) word
  WHERE word <> '' GROUP BY n."sponsor_id"
) w WHERE w."sponsor_id" = s."id";
