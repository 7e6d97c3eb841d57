/** drizzle-kit reads this to generate SQL migrations from src/db/schema.ts (`pnpm --filter api db:generate`).
 *  The generated files are checked in and applied by migrate() on every start, on PGlite and PostgreSQL alike. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
});
