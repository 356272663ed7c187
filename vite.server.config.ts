import { defineConfig } from 'vite';

/**
 * The server compiled to JavaScript (issue 42 item 2): `npm run build` writes dist-server/, and production runs
 * `node dist-server/main.js`, never tsx and never a build. Vite's SSR build resolves our TypeScript (the contract's
 * extensionless imports included) and leaves every package in node_modules as an import, as Node runs it. One folder,
 * one level below the root: config.ts finds the root as its file's parent folder, and the heavy-work worker loads
 * `./heavy-tasks.js` beside the file that starts it.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        'heavy-tasks': 'server/workers/heavy-tasks.ts',
        migrate: 'server/commands/migrate.ts',
        'create-admin': 'server/commands/create-admin.ts',
        seed: 'server/db/seed/cli.ts',
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
