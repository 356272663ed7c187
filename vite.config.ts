import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = process.env.PORT ?? '8080';

/**
 * Imports inside react-admin resolved to lighter files of ours (issue 18's JavaScript budget), each scoped to the one
 * importing file: ra-core's react-router adapter without its fallback data router, and jsonexport loaded on first
 * export. A production build fails if a redirect no longer applies (react-admin moved the import), rather than
 * quietly shipping the heavier code again. The dev server's pre-bundled react-admin keeps its own imports: the same
 * behaviour, only heavier.
 */
const REDIRECTS = [
  {
    importer: /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/,
    source: /^\.\/adapters\/reactRouterProvider(\.js)?$/,
    to: './src/bootstrap/router-provider.tsx',
  },
  {
    importer: /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/,
    source: /^jsonexport\/dist\/index\.js$/,
    to: './src/bootstrap/lazy-jsonexport.ts',
  },
];

function reactAdminRedirects(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'console:react-admin-redirects',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const redirect = REDIRECTS.find((r) => importer && r.importer.test(importer) && r.source.test(source));
      if (!redirect) return null;
      applied.add(redirect.to);
      return fileURLToPath(new URL(redirect.to, import.meta.url));
    },
    buildEnd(error) {
      const missed = REDIRECTS.filter((r) => !applied.has(r.to)).map((r) => r.to);
      if (!error && missed.length)
        this.error(`react-admin no longer makes the import these replace: ${missed.join(', ')} (vite.config.ts)`);
    },
  };
}

export default defineConfig({
  base: '/crm/',
  plugins: [reactAdminRedirects(), react()],
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
