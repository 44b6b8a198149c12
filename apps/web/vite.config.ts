/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

// Only the versioned API prefixes are proxied: SPA routes such as /support must stay with Vite.
const API_PREFIXES = ['/auth/v1', '/app/v1', '/analytics/v1', '/operations/v1', '/support/v1', '/health'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundle-size.mjs reads it to check the initial budget and that screens stay lazy.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks survive app deploys in the browser cache. Only code the entry
        // loads at start ($initial) goes in them: a library one lazy screen uses (charts, the
        // time-zone database, date pickers) stays with that screen instead of joining sign-in's load.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 30,
            },
            {
              name: 'vendor-mantine',
              test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A focused test would silently skip the rest; random order shows tests that lean on each other.
    allowOnly: false,
    sequence: { shuffle: true },
  },
});
