import { defineConfig } from 'drizzle-kit';

// Migrations for the reference server's database (embedded PGlite or PostgreSQL; same SQL on both).
export default defineConfig({
  dialect: 'postgresql',
  schema: './demo/server/db/schema/index.ts',
  out: './demo/server/db/migrations',
});
