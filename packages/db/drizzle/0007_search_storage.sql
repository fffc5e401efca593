-- Search speed (see scripts/bench/README.md and docs/decisions/015-search-design.md).
-- Keep the search document in the row (compressed) and push the long description texts out of line, so
-- checking a row against a query reads one heap page instead of its TOAST chunks.
ALTER TABLE "jobs" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "description_text" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "description_html" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Word frequencies good enough for the planner to tell "data" (half the rows) from "kubernetes" (none): with
-- the default target a rare word makes it walk the whole posted_at index.
ALTER TABLE "jobs" ALTER COLUMN "search" SET STATISTICS 1000;
