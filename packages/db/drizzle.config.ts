import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the app applies them from code at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
