import { execFileSync } from 'node:child_process';
const [dist, base, ...keys] = process.argv.slice(2);
const run = (k: string[]) => {
  const out = execFileSync('npx', ['tsx', 'tests/bench/_tmp-js-sources.ts', dist!, ...k], { env: { ...process.env, JS_SOURCES_DETAIL: '/' }, encoding: 'utf8' });
  const m = new Map<string, number>();
  for (const l of out.split('\n')) { const r = /^\s+([\d.]+) kB\s+(.*)$/.exec(l); if (r) m.set(r[2]!.replace(/^.*node_modules\//, ''), Number(r[1])); }
  return m;
};
const a = run(base!.split('+')), b = run([...base!.split('+'), ...keys]);
const d = [...b].map(([k, v]) => [k, v - (a.get(k) ?? 0)] as const).filter(([, v]) => v >= 0.1).sort((x, y) => y[1] - x[1]);
console.log('total extra', d.reduce((s, [, v]) => s + v, 0).toFixed(1));
for (const [k, v] of d.slice(0, Number(process.env.TOP ?? 60))) console.log(v.toFixed(1).padStart(6), k);
