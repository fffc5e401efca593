CREATE INDEX "sponsor_names_words_idx" ON "sponsor_names" USING gin (string_to_array("key", ' '));--> statement-breakpoint
CREATE INDEX "sponsor_tokens_prefix_idx" ON "sponsor_tokens" USING btree ("token" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sponsor_tokens_trgm_idx" ON "sponsor_tokens" USING gin ("token" gin_trgm_ops);