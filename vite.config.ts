import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = process.env.PORT ?? '8080';

/**
 * Imports inside react-admin and MUI resolved to lighter files of ours (issue 18's JavaScript budget), each scoped to
 * the importing files: ra-core's react-router adapter without its fallback data router, jsonexport loaded on first
 * export, MUI's Tooltip (as `@mui/material` exports it, to react-admin and to us) loaded at first use, the page title
 * without its never-used preferences editor, react-admin's inflection (default labels and titles) without its plural
 * tables, the views' offline notice without MUI's Alert, the filter button's saved-query dialogs and the delete and
 * clear buttons' Confirm loaded when first opened, the create button's small-screen Fab loaded when first drawn, the
 * DataTable's column chooser and row selection loaded when first wanted, and List's default pagination (ours,
 * src/common/ListPagination.tsx). A production build fails if a redirect no longer applies (the library moved the
 * import), rather than quietly shipping the heavier code again. The dev server's pre-bundled react-admin keeps its
 * own imports: the same behaviour, only heavier.
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
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]ListView\.js$/,
    source: /^\.\/pagination\/index\.js$/,
    to: './src/common/ListPagination.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: /^\.\/ColumnsSelector\.js$/,
    to: './src/bootstrap/lazy-datatable-parts.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: /^\.\.\/BulkActionsToolbar\.js$/,
    to: './src/bootstrap/lazy-datatable-parts.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTableHead\.js$/,
    source: /^\.\/SelectPageCheckbox\.js$/,
    to: './src/bootstrap/lazy-datatable-parts.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTableRow\.js$/,
    source: /^\.\/SelectRowCheckbox\.js$/,
    to: './src/bootstrap/lazy-datatable-parts.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTableLoading\.js$/,
    source: /^@mui\/material$/,
    to: './src/bootstrap/datatable-loading-mui.ts',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTableColumn\.js$/,
    source: /^\.\/ColumnsSelectorItem\.js$/,
    to: './src/bootstrap/lazy-datatable-parts.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: /^\.\.\/\.\.\/button\/index\.js$/,
    to: './src/bootstrap/lazy-datatable-parts.tsx',
  },
  {
    importer: /[\\/](ra-core|ra-ui-materialui)[\\/]dist[\\/]/,
    source: /^inflection$/,
    to: './src/bootstrap/inflection-lite.ts',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/](list[\\/]ListView|detail[\\/](Edit|Show)View)\.js$/,
    source: /^\.\.\/Offline\.js$/,
    to: './src/common/OfflineNotice.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]button[\\/]CreateButton\.js$/,
    source: /^@mui\/material$/,
    to: './src/bootstrap/create-button-mui.ts',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]filter[\\/]FilterButton\.js$/,
    source: /^\.\/(Add|Remove)SavedQueryDialog\.js$/,
    to: './src/bootstrap/lazy-dialogs.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]button[\\/]DeleteWithConfirmButton\.js$/,
    source: /^\.\.\/layout\/index\.js$/,
    to: './src/bootstrap/lazy-dialogs.tsx',
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]input[\\/]ArrayInput[\\/]SimpleFormIteratorClearButton\.js$/,
    source: /^\.\.\/\.\.\/layout\/Confirm\.js$/,
    to: './src/bootstrap/lazy-dialogs.tsx',
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

/**
 * The production build renders with Preact's React layer (preact/compat, 11.x: React 19's API, `use` included)
 * instead of react-dom: react-dom is 64 kB gzip of every route's first load, Preact and its compat layer about 9 kB,
 * and that difference alone moves most routes under the 0.6× budget (docs/ARCHITECTURE.md, "JavaScript weight").
 * The code is still written against React's API and types; the browser suite and `npm run bench` run this build. The
 * dev server (hot reload, React DevTools) and the unit tests keep React itself, and so does a build made with
 * CONSOLE_RENDERER=react (to tell a renderer difference from a bug of ours).
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/compat/jsx-runtime' },
];
/** `react` and `react-dom`: compat, after the module that mends where it renders differently from React. */
const REACT_ON_PREACT = '\0console:react-on-preact';
const PREACT_MEND = fileURLToPath(new URL('./src/bootstrap/preact-mend.ts', import.meta.url));

function preactRenderer(): Plugin {
  return {
    name: 'console:preact-renderer',
    enforce: 'pre',
    apply: (_config, { command }) => command === 'build' && process.env.CONSOLE_RENDERER !== 'react',
    resolveId: (source) => (source === 'react' || source === 'react-dom' ? REACT_ON_PREACT : null),
    load: (id) =>
      id === REACT_ON_PREACT
        ? `import ${JSON.stringify(PREACT_MEND)};\nexport * from 'preact/compat';\nexport { default } from 'preact/compat';`
        : null,
    config: () => ({
      resolve: { alias: PREACT_ALIASES },
      build: {
        rolldownOptions: {
          // react-router asks for React 19's useOptimistic and falls back to useState when it is missing, as here.
          onLog(level, log, handler) {
            if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`')) return;
            handler(level, log);
          },
        },
      },
    }),
  };
}

/**
 * react-admin's lodash imports (`lodash/get.js` and 14 more) resolved to es-toolkit's lodash-compatible functions
 * (`es-toolkit/compat/get`, tested against lodash's own suite): lodash's shared internals are about 8 kB gzip of
 * the shell and 12 kB of a list, es-toolkit's ESM functions a fraction of that. Build only, like the redirects.
 */
function lodashOnEsToolkit(): Plugin {
  return {
    name: 'console:lodash-on-es-toolkit',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const name = /^lodash\/(\w+)(\.js)?$/.exec(source)?.[1];
      if (!name || !importer) return null;
      return this.resolve(`es-toolkit/compat/${name}`, importer, { ...options, skipSelf: true });
    },
    generateBundle(_options, bundle) {
      const lodash = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? c.moduleIds : []));
      const left = lodash.filter((id) => /[\\/]node_modules[\\/]lodash[\\/]/.test(id));
      if (left.length) this.error(`lodash is still bundled (${left[0]}, …): an import this plugin does not map`);
    },
  };
}

export default defineConfig({
  base: '/crm/',
  plugins: [reactAdminRedirects(), lodashOnEsToolkit(), preactRenderer(), react()],
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
