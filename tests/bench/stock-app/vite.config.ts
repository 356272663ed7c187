import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The stock app's build: the React plugin and the console's base, nothing else (no aliases, no chunking rules). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/crm/',
  plugins: [react()],
});
