import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';

// Build configuration for the library (dist/) and the Vitest unit test runner.
export default defineConfig({
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    lingui(),
  ],
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
  },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/api/**/*.test.ts', 'machines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
