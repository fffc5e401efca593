-- Trigram matching for locations, company names and typos. PGlite loads the extension in process.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
