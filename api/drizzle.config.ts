/** drizzle-kit: `npx drizzle-kit generate --config api/drizzle.config.ts` writes a new SQL migration. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
