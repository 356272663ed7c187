import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const serverPort = process.env.PORT ?? '8080';

/**
 * Chunks for the first screen a user sees, not for bytes: the libraries every screen needs arrive as a few large
 * files that the entry preloads in parallel (Vite's module preload), not as dozens of small ones found one after
 * another. Each group is a file that changes only when its libraries do, so it stays cached across our releases.
 * The sign-in screen needs React, MUI and Polyglot but not react-admin, so react-admin is a group of its own.
 */
const VENDOR_GROUPS = [
  // Polyglot (and the polyfills it requires) apart, claimed first: the sign-in screen's strings need it, not react-admin.
  { name: 'polyglot', test: /[\\/]node_modules[\\/]node-polyglot[\\/]/, priority: 10 },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-is|scheduler|react-router|react-router-dom)[\\/]/,
  },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx)[\\/]/ },
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-english|ra-data-simple-rest|@tanstack|react-hook-form|@hookform|lodash|inflection|date-fns|query-string|react-hotkeys-hook|jsonexport|react-error-boundary|react-dropzone)[\\/]/,
  },
];

export default defineConfig({
  base: '/crm/',
  plugins: [
    react(),
    // Brotli and gzip copies of the hashed assets, which the server sends by Accept-Encoding (server/routes/console.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|mjs|wasm)$/, threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/crm/config.json': `http://localhost:${serverPort}`,
    },
  },
});
