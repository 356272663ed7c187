import { describe, expect, it } from 'vitest';
import { importGraph, type ImportEdge } from './import-graph';

/**
 * Which part may import which (DESIGN.md §2, docs/ARCHITECTURE.md). Each rule names the files it governs and the
 * repository paths they may not import; a crossing fails with the file and the import.
 */
interface Rule {
  name: string;
  from: RegExp;
  forbidden: RegExp;
  /** Packages these files may not import either. */
  forbiddenPackages?: RegExp;
}

const RULES: readonly Rule[] = [
  {
    name: 'contract/ is pure TypeScript and imports nothing outside itself',
    from: /^contract\//,
    forbidden: /^(?!contract\/)/,
    forbiddenPackages: /^(?!zod(\/mini)?$)/,
  },
  {
    name: 'server/ reads contract/ only',
    from: /^server\//,
    forbidden: /^(src|resources|dataProviders|authProvider|tests)\//,
  },
  {
    name: 'dataProviders/ and authProvider/ read contract/, not the screens',
    from: /^(dataProviders|authProvider)\//,
    forbidden: /^(src|resources|server)\//,
  },
  {
    // The auth provider calls through http.ts and the endpoint client; they learn of the session through
    // contract/session/storage-keys.ts and http.ts's onIdleRefusal, never by importing the auth provider.
    name: 'dataProviders/ never import authProvider/ (the auth provider depends on them, not the other way round)',
    from: /^dataProviders\//,
    forbidden: /^authProvider\//,
  },
  {
    name: 'resources/ read the engine, common parts and formats, not pages or the layout',
    from: /^resources\//,
    forbidden: /^(src\/(pages|layout|signin|bootstrap)|server)\//,
  },
  {
    name: 'the schema engine knows no particular resource',
    from: /^src\/schema\//,
    forbidden: /^(resources\/(?!types)[^/]+\/|src\/pages\/)/,
  },
  { name: 'the console never imports the server', from: /^(src|resources)\//, forbidden: /^server\// },
];

export function crossings(edges: readonly ImportEdge[], rules: readonly Rule[] = RULES): string[] {
  const found: string[] = [];
  for (const edge of edges) {
    for (const rule of rules) {
      if (!rule.from.test(edge.from)) continue;
      const crosses = edge.to ? rule.forbidden.test(edge.to) : (rule.forbiddenPackages?.test(edge.specifier) ?? false);
      if (crosses) found.push(`${rule.name}: ${edge.from} imports ${edge.specifier}`);
    }
  }
  return found;
}

describe('import rules', () => {
  const edges = importGraph(process.cwd(), ['contract', 'server', 'dataProviders', 'authProvider', 'resources', 'src']);

  it('reads the source tree', () => {
    expect(edges.filter((e) => e.from.startsWith('server/')).length).toBeGreaterThan(50);
    expect(edges.some((e) => e.from.startsWith('contract/'))).toBe(true);
  });

  it('no import crosses a forbidden line', () => {
    expect(crossings(edges)).toEqual([]);
  });

  it('a crossing is reported (the rules can fail)', () => {
    const planted: ImportEdge[] = [
      { from: 'server/routes/x.ts', specifier: '../../src/App', to: 'src/App.tsx' },
      { from: 'contract/x.ts', specifier: 'react', to: undefined },
      { from: 'contract/x.ts', specifier: '../resources/types', to: 'resources/types.ts' },
      {
        from: 'src/schema/SchemaList.tsx',
        specifier: '../../resources/offers/schema',
        to: 'resources/offers/schema.ts',
      },
      { from: 'resources/payouts/X.tsx', specifier: '../../src/pages/approvals/Y', to: 'src/pages/approvals/Y.tsx' },
      { from: 'dataProviders/http.ts', specifier: '../authProvider/session', to: 'authProvider/session.ts' },
    ];
    expect(crossings(planted)).toHaveLength(6);
  });
});
