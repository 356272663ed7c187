import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  base: '/crm/',
  plugins: [react()],
  resolve: {
    // The polyfill node-polyglot requires; see the file.
    alias: { 'object.entries': fileURLToPath(new URL('./src/bootstrap/object-entries.cjs', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1000 },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/crm/config.json': `http://localhost:${serverPort}`,
    },
  },
});
