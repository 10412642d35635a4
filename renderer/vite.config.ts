import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reportInitialSize } from './build/report-initial-size.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), reportInitialSize()],
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    // The strict CSP allows no inline script, so no inline preload polyfill either.
    modulePreload: { polyfill: false },
    // Shipped builds carry no source maps: the installer stays small and the sources stay out of it.
    sourcemap: false,
  },
});
