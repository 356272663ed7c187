import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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
  // The date pickers and date-fns (src/common/DateTextInput.tsx) apart, claimed before MUI: only screens loaded later
  // need them. Not their MUI dependencies, which stay in MUI's chunk.
  {
    name: 'date-pickers',
    test: (id: string) => LATE_LIBRARY.test(id),
    priority: 10,
    includeDependenciesRecursively: false,
  },
  // The dashboards' charts (@mui/x-charts and what it alone brings: d3, gestures) apart, claimed before MUI: only the
  // Dashboards pages import them, so neither the shell nor MUI's chunk carries them.
  {
    name: 'charts',
    test: /[\\/]node_modules[\\/](@mui[\\/]x-(charts|charts-vendor|internal-gestures)|d3-[a-z-]+|internmap|flatqueue|bezier-easing)[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-is|scheduler|react-router|react-router-dom)[\\/]/,
  },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx)[\\/]/ },
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-english|ra-data-simple-rest|@tanstack|react-hook-form|@hookform|lodash|inflection|query-string|react-hotkeys-hook|jsonexport|react-error-boundary|react-dropzone)[\\/]/,
  },
];

/**
 * Our own modules that the admin shell (src/App.tsx) imports, and the ones many views share (the list kit: paging,
 * empty state, list actions, formats), go into the shell's chunk instead of one small chunk each. Every view is
 * opened inside the shell, so they cost no request of their own; as separate chunks they were 20 to 30 more requests
 * per cold list load, each a link the entry's preload helper appends (and waits on) before the list can start. What
 * the entry and the sign-in screen import stays out, so the sign-in screen never fetches the shell.
 */
const staticImports = new Map<string, readonly string[]>();
const lazyRoots = new Set<string>();
const moduleGraph: Plugin = {
  name: 'console-module-graph',
  moduleParsed(info) {
    staticImports.set(info.id, info.importedIds);
    info.dynamicallyImportedIds.forEach((id) => lazyRoots.add(id));
  },
};
const own = (id: string) => !id.includes('node_modules') && !id.startsWith('\0') && /\.[cm]?[jt]sx?$/.test(id);
function reachable(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(staticImports.get(id) ?? []));
  }
  return seen;
}
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/**
 * Libraries that only views need (the date pickers and the date-fns their adapter uses, src/common/DateTextInput.tsx):
 * the shell must not import them. date-fns had landed in MUI's chunk (about 70 kB before minifying), fetched and
 * parsed on every cold load for screens that never show a date picker.
 */
const LATE_LIBRARY = /[\\/]node_modules[\\/](@mui[\\/]x-(date-pickers|internals)|date-fns)[\\/]/;
/**
 * Libraries no first screen needs but many views do, which must not reach the shell through the modules it shares
 * with them: zod (about 80 kB before minifying; evaluated and compiled on every cold load when a widely shared upload
 * or reconciliation module pulled it into the shell). The route table and the shell reach none of it through their own
 * imports (tests/unit/architecture/route-table.test.ts).
 */
const VIEW_LIBRARY = /[\\/]node_modules[\\/]zod[\\/]/;
/** The modules that import a late library, directly or through others: they stay with the views that use them. */
function reachingLateLibraries(): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [id, imported] of staticImports)
    for (const dep of imported) importers.set(dep, [...(importers.get(dep) ?? []), id]);
  const seen = new Set<string>();
  // From our modules that import a late library, up through our modules only: ra-core also depends on date-fns
  // (its guessers, which the build drops), and walking up through it made every module importing react-admin late,
  // so the list kit fell out of the shell into ten small chunks per cold load.
  const stack = [...staticImports].filter(
    ([id, deps]) => own(id) && deps.some((d) => LATE_LIBRARY.test(d) || VIEW_LIBRARY.test(d)),
  );
  const ids = stack.map(([id]) => id);
  while (ids.length > 0) {
    const id = ids.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(...(importers.get(id) ?? []).filter(own));
  }
  return seen;
}
/** A module of ours that this many lazy views (or more) import goes into the shell. */
const SHELL_SHARE_COUNT = 10;
let inShell: Set<string> | undefined;
/** The shell's own modules and the widely shared ones, less what the entry and sign-in import (once, when chunking). */
function shellModules(): Set<string> {
  const shell = reachable([fromRoot('src/App.tsx')]);
  const views = new Map<string, number>();
  for (const root of lazyRoots) for (const id of reachable([root])) views.set(id, (views.get(id) ?? 0) + 1);
  const late = reachingLateLibraries();
  for (const [id, count] of views) if (count >= SHELL_SHARE_COUNT && !late.has(id)) shell.add(id);
  for (const id of reachable(['src/main.tsx', 'src/bootstrap/mount.tsx', 'src/signin/SignInApp.tsx'].map(fromRoot)))
    shell.delete(id);
  return shell;
}
/**
 * What the entry's two screens share apart from the libraries: the mount (React root, Loading), the sign-in screen and
 * the few modules it shares with the shell (strings, session data), in one chunk rather than six: sign-in fetches the
 * entry, this, React, MUI and Polyglot, and the shell gets the sign-in screen's few kilobytes with the mount.
 */
let inMount: Set<string> | undefined;
function mountModules(): Set<string> {
  const mount = reachable(['src/bootstrap/mount.tsx', 'src/signin/SignInApp.tsx'].map(fromRoot));
  for (const id of reachable([fromRoot('src/main.tsx')])) mount.delete(id);
  return mount;
}
const MOUNT_GROUP = {
  name: 'mount',
  test: (id: string) => own(id) && (inMount ??= mountModules()).has(id),
  includeDependenciesRecursively: false,
};
/**
 * The route table (resources, pages and their lazy views) with src/layout/route-start.ts, in a chunk of its own that
 * the entry asks for beside the shell on a signed-in page load. None of it imports react-admin, so it runs while
 * react-admin is still arriving and starts the opened view's chunk then, not after the shell has been evaluated.
 */
let inRoutes: Set<string> | undefined;
function routeModules(): Set<string> {
  const routes = reachable([fromRoot('src/layout/route-start.ts')]);
  for (const id of reachable(['src/main.tsx', 'src/bootstrap/mount.tsx', 'src/signin/SignInApp.tsx'].map(fromRoot)))
    routes.delete(id);
  return routes;
}
const ROUTES_GROUP = {
  name: 'routes',
  test: (id: string) => own(id) && (inRoutes ??= routeModules()).has(id),
  includeDependenciesRecursively: false,
};
const SHELL_GROUP = {
  name: 'App',
  test: (id: string) => own(id) && (inShell ??= shellModules()).has(id),
  // Not the sign-in side's modules that the shell's modules import: those stay in the chunks sign-in fetches.
  includeDependenciesRecursively: false,
};

/**
 * The chunks both screens need, named in index.html as module preloads, so the browser fetches them with the entry
 * (found by its HTML parser, six at a time) instead of after the entry has run and asked for them: React, MUI,
 * Polyglot, the mount with the sign-in screen, and the bundler's runtime. The entry imports none of them statically,
 * so it still runs (and asks for config.json and the shell) before React is evaluated.
 */
const FIRST_SCREEN_CHUNKS = ['rolldown-runtime', 'react', 'mui', 'polyglot', 'mount'];
let base = '/';
const preloadFirstScreen: Plugin = {
  name: 'console-preload-first-screen',
  apply: 'build',
  configResolved(config) {
    base = config.base;
  },
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).filter((out) => out.type === 'chunk');
      return FIRST_SCREEN_CHUNKS.flatMap((name) => chunks.filter((chunk) => chunk.name === name && !chunk.isEntry)).map(
        (chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head' as const,
        }),
      );
    },
  },
};

export default defineConfig({
  base: '/crm/',
  plugins: [
    react(),
    moduleGraph,
    preloadFirstScreen,
    // Brotli and gzip copies of the hashed assets, which the server sends by Accept-Encoding (server/routes/console.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|mjs|wasm)$/, threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...VENDOR_GROUPS, MOUNT_GROUP, ROUTES_GROUP, SHELL_GROUP] } },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/crm/config.json': `http://localhost:${serverPort}`,
    },
  },
});
