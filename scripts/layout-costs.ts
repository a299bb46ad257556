/**
 * `npm run layout:costs` (after `npm run build`): what each shipped layout's first screen
 * (layouts/<screen>.json, with the seeded whitelabel flags and default language) costs in this
 * build, as the console's budget measures it, beside the budget the recorded costs give. Prints
 * the LAYOUT_SHIPPED_COSTS table of src/lib/constants.ts to paste when the costs moved
 * (a screen's default budget is its shipped cost plus a margin).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFromCost, budgetForScreen, DEFAULT_LAYOUT_BUDGET } from '../schemas/layout-checks.schema';
import { DEFAULT_SETTINGS } from '../server/db/seed/settings';
import { LAYOUTS_DIR } from '../server/db/seed';
import { measureBudget, readWidgetWeights } from '../server/services/layout-budget';

const dist = process.env.DIST_DIR ?? 'dist';
const weights = readWidgetWeights(dist);
if (!weights) {
  console.error(`No widget weights in ${dist}/: run npm run build first.`);
  process.exit(1);
}
const on = new Set(Object.entries(DEFAULT_SETTINGS.whitelabel).filter(([, v]) => v === true).map(([k]) => k));
const rows: string[] = [];
let over = 0;
for (const file of readdirSync(LAYOUTS_DIR).filter((f) => f.endsWith('.json')).sort()) {
  const layout = JSON.parse(readFileSync(join(LAYOUTS_DIR, file), 'utf8')) as { screen: string; blocks: unknown };
  const budget = budgetForScreen(DEFAULT_LAYOUT_BUDGET, layout.screen);
  const r = measureBudget(layout.blocks, weights, budget, DEFAULT_SETTINGS.defaultLanguage ?? 'EN', on);
  const would = budgetFromCost({ jsBytes: r.jsBytes, requests: r.requests });
  if (r.over) over++;
  console.log(
    `${layout.screen.padEnd(14)} ${(r.jsBytes / 1024).toFixed(1).padStart(6)} KB ${String(r.requests).padStart(2)} req` +
      ` | default budget ${budget.maxFirstScreenJsKb} KB ${budget.maxRequestsAboveFold} req${r.over ? '  OVER' : ''}` +
      ` | from this build: ${would.maxFirstScreenJsKb} KB ${would.maxRequestsAboveFold} req`,
  );
  rows.push(`  ${/^[a-z]+$/.test(layout.screen) ? layout.screen : `'${layout.screen}'`}: { jsBytes: ${r.jsBytes.toLocaleString('en').replace(/,/g, '_')}, requests: ${r.requests} },`);
}
console.log(`\nexport const LAYOUT_SHIPPED_COSTS = {\n${rows.join('\n')}\n}`);
if (over) console.log(`\n${over} shipped layout(s) over the default budget: shrink the bundle or record the costs above.`);
