import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = process.env.PORT ?? '8080';

/**
 * ra-core's react-router adapter resolved to src/bootstrap/router-provider.tsx, which has no fallback data router
 * (see that file). A production build fails if ra-core no longer imports the adapter where this expects it, rather
 * than quietly shipping the data router again. The dev server's pre-bundled ra-core keeps its own adapter: the same
 * hooks and components under the console's BrowserRouter, only heavier.
 */
function raRouterAdapter(): Plugin {
  const ours = fileURLToPath(new URL('./src/bootstrap/router-provider.tsx', import.meta.url));
  let replaced = false;
  return {
    name: 'console:ra-router-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer)) return null;
      if (!/^\.\/adapters\/reactRouterProvider(\.js)?$/.test(source)) return null;
      replaced = true;
      return ours;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'ra-core no longer imports ./adapters/reactRouterProvider.js: update raRouterAdapter in vite.config.ts',
        );
    },
  };
}

export default defineConfig({
  base: '/crm/',
  plugins: [raRouterAdapter(), react()],
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
