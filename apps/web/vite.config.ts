import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server (apps/server); in production it also serves the built SPA itself. */
const apiServer = process.env.GURU_API_URL ?? 'http://localhost:3000';
// Keys starting with ^ are regular expressions: /be/… but not /beta.
const proxy = {
  '/pass-api/': { target: apiServer },
  '^/be/': { target: apiServer },
  '^/dev/outbox': { target: apiServer },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 2 },
            // Loaded on demand by import and export only.
            { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/, priority: 4 },
            // Loaded on demand when an .xls file is imported.
            { name: 'xlsx', test: /node_modules[\\/]@e965[\\/]xlsx[\\/]/, priority: 4 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
