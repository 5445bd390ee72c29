import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { preloadSignIn } from './build/preloadSignIn.ts';
import { earlySubmitInline } from './build/earlySubmitInline.ts';

/** The API server (apps/server); in production it also serves the built SPA itself. */
const apiServer = process.env.GURU_API_URL ?? 'http://localhost:3000';
// Keys starting with ^ are regular expressions: /be/… but not /beta.
const proxy = {
  '/pass-api/': { target: apiServer },
  '^/be/': { target: apiServer },
  '^/dev/outbox': { target: apiServer },
  // The installable app's manifest is built by the server from the host's firm (ADR 0032).
  '^/manifest\\.webmanifest': { target: apiServer },
};

export default defineConfig({
  plugins: [react(), earlySubmitInline(), preloadSignIn(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging but not linked from the files; the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Building a zod schema has no side effect: a schema module's unused schemas (and zod with them) are
      // dropped from pages that import only its constants.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // React itself changes least often: one long-cached file.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  // The vault worker loads SheetJS (the import's reader) on demand: ES module workers can split their code.
  worker: { format: 'es' },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
