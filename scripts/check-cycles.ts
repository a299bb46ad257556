/**
 * `npm run lint`'s import-cycle check over the code the layers fence (eslint.config.js): a cycle
 * of modules that import each other's values makes their load order matter (one sees the other's
 * exports undefined) and blurs which layer owns what. Type-only imports are left out (they vanish
 * at build). A small script rather than eslint-plugin-import-x's no-cycle, which resolves every
 * import of every file again per file and would multiply the lint's time on this code base.
 * Prints each cycle and exits 1 if there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['schemas', 'platform', 'widgets', 'src', 'server'];
/**
 * Cycles let stand, each with why it is harmless: its modules only use each other's exports when
 * rendering, long after both have loaded.
 */
const ALLOWED = new Map<string, string>([]);
const SKIP = /\.(test|stories)\.tsx?$|[\\/]generated[\\/]/;

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !SKIP.test(p) ? [p] : [];
  });

/** A relative import's file, as the bundler resolves it (with or without extension, or a folder's index). */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

// Value imports and re-exports of relative modules; `import type` / `export type` are left out, and so is `import()` (a lazy chunk loads later).
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

const all = ROOTS.filter((r) => existsSync(r)).flatMap((r) => files(r).map((f) => resolve(f)));
const graph = new Map<string, string[]>();
for (const file of all) {
  const text = readFileSync(file, 'utf8');
  const deps: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1]!);
    if (target && !SKIP.test(target)) deps.push(target);
  }
  graph.set(file, deps);
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0;
const idx = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(v: string) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
  }
  if (low.get(v) === idx.get(v)) {
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc);
  }
}
for (const v of graph.keys()) if (!idx.has(v)) visit(v);

const named = cycles.map((c) => c.map((f) => relative(process.cwd(), f).replace(/\\/g, '/')).sort().join(' ⇄ '));
const refused = named.filter((c) => !ALLOWED.has(c));
for (const c of refused) console.error(`import cycle: ${c}`);
console.log(`import cycles: ${refused.length} (and ${named.length - refused.length} let stand) among ${graph.size} modules`);
process.exit(refused.length ? 1 : 0);
