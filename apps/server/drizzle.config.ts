import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations in ./drizzle from every module's schema file
// (npm run db:generate): a new module's tables are found without being listed anywhere.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
