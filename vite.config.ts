import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = process.env.PORT ?? '8080';

/**
 * Imports inside react-admin and MUI resolved to lighter files of ours (issue 18's JavaScript budget), each scoped to
 * the one importing file: ra-core's react-router adapter without its fallback data router, jsonexport loaded on first
 * export, MUI's Tooltip (as `@mui/material` exports it, to react-admin and to us) loaded at first use, and the page
 * title without its never-used preferences editor. A production build fails if a redirect no longer applies (the
 * library moved the import), rather than quietly shipping the heavier code again. The dev server's pre-bundled react-admin keeps its own imports: the same
 * behaviour, only heavier.
 */
const REDIRECTS = [
  {
    importer: /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/,
    source: /^\.\/adapters\/reactRouterProvider(\.js)?$/,
    to: './src/bootstrap/router-provider.tsx',
  },
  {
    importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]index\.js$/,
    source: /^\.\/Tooltip\/index\.js$/,
    to: './src/bootstrap/deferred-tooltip.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]button[\\/]RefreshIconButton\.js$/,
    source: /^@mui\/material\/Tooltip$/,
    to: './src/bootstrap/deferred-tooltip.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]Title\.js$/,
    source: /^\.\/PageTitleConfigurable\.js$/,
    to: './src/bootstrap/page-title.tsx',
  },
  {
    importer: /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/,
    source: /^jsonexport\/dist\/index\.js$/,
    to: './src/bootstrap/lazy-jsonexport.ts',
  },
];

function reactAdminRedirects(): Plugin {
  const applied = new Set<(typeof REDIRECTS)[number]>();
  return {
    name: 'console:react-admin-redirects',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const redirect = REDIRECTS.find((r) => importer && r.importer.test(importer) && r.source.test(source));
      if (!redirect) return null;
      applied.add(redirect);
      return fileURLToPath(new URL(redirect.to, import.meta.url));
    },
    buildEnd(error) {
      const missed = REDIRECTS.filter((r) => !applied.has(r)).map((r) => `${r.source} in ${r.importer} → ${r.to}`);
      if (!error && missed.length)
        this.error(`the library no longer makes the import these replace: ${missed.join('; ')} (vite.config.ts)`);
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
