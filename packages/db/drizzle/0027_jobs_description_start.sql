-- Job cards show a snippet of the description. The full text is stored out of line (TOAST, migration 0007), so
-- each card read a TOAST index and a TOAST page besides its row: at a million jobs that was 3.9 GB of TOAST
-- touched at random by searches, and a card statement took 3 ms alone while the machine's cache could not hold it.
-- The first 400 characters (what the snippet is cut from) are now kept in the row, filled by PostgreSQL itself.
-- Adding a stored column rewrites the table (at a million jobs: see docs/decisions/044-card-text-in-row.md).
ALTER TABLE "jobs" ADD COLUMN "description_start" text GENERATED ALWAYS AS (left(description_text, 400)) STORED;