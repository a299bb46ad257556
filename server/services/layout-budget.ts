/**
 * The performance budget of a layout's first screen. The
 * build records each widget's weight in `<distDir>/widget-weights.json`:
 * `{ baseJs, widgets: { Name: { js, requests } } }` (gzip bytes of the JS every
 * /m page loads first, and per widget the bytes of its own chunk and the
 * requests it makes by itself). The first screen is the first EAGER_BLOCKS
 * visible, non-hidden blocks for a visitor — the blocks the renderer loads at
 * once. Without a manifest (no build: API tests, `npm run dev`) the report says
 * `available: false` and never blocks a publish.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { Kysely } from 'kysely';
import { DEFAULT_LAYOUT_BUDGET, LAYOUT_BUDGET_KEY, layoutBudgetSchema, type LayoutBudget, type ScreenBudget } from '../../schemas/layout-checks.schema';
import type { Block, Unchecked } from '../../schemas/layout.schema';
import { EAGER_BLOCKS } from '../../src/lib/constants';
import { getWidget } from '../../widgets/registry';
import type { Database } from '../db/types';
import { visibleFor } from './layout-audience';
import { draftBlocks } from './layout-rules';
import { readSetting } from './settings';

const WIDGET_WEIGHTS_FILE = 'widget-weights.json';

export interface WidgetWeights {
  baseJs: number;
  /** `files`: the widget's own chunks (dist-relative), which the player page preloads for a first screen. */
  widgets: Record<string, { js: number; requests: number; files?: string[] }>;
}

export interface BudgetReport {
  /** False when the build wrote no manifest: nothing is measured and nothing is blocked. */
  available: boolean;
  jsBytes: number;
  maxJsBytes: number;
  requests: number;
  maxRequests: number;
  perBlock: { blockId: string; widget: string; js: number; requests: number }[];
  over: boolean;
}

const validateBudget = new Ajv({ strict: false }).compile(layoutBudgetSchema);

export async function getLayoutBudget(db: Kysely<Database>): Promise<LayoutBudget> {
  const stored = await readSetting<unknown>(db, LAYOUT_BUDGET_KEY, DEFAULT_LAYOUT_BUDGET);
  return validateBudget(stored) ? (stored as LayoutBudget) : DEFAULT_LAYOUT_BUDGET;
}

const manifests = new Map<string, { mtimeMs: number; weights: WidgetWeights | null }>();

function isWeights(v: unknown): v is WidgetWeights {
  if (!v || typeof v !== 'object') return false;
  const w = v as WidgetWeights;
  return Number.isFinite(w.baseJs) && !!w.widgets && typeof w.widgets === 'object';
}

/** The build's widget weights, read on first use and again only when the file changes; null without a build. */
export function readWidgetWeights(distDir: string | undefined): WidgetWeights | null {
  if (!distDir) return null;
  const file = join(distDir, WIDGET_WEIGHTS_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    manifests.delete(file);
    return null;
  }
  const hit = manifests.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.weights;
  let weights: WidgetWeights | null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    weights = isWeights(parsed) ? parsed : null;
  } catch {
    weights = null;
  }
  manifests.set(file, { mtimeMs, weights });
  return weights;
}

/** The blocks a visitor's first screen renders: the first `count` (EAGER_BLOCKS) visible to a visitor. */
export function firstScreenBlocks(blocks: unknown, language: string, flags: ReadonlySet<string>, count = EAGER_BLOCKS): Unchecked<Block>[] {
  const audience = { role: 'visitor' as const, language, flags };
  return draftBlocks(blocks).filter((b) => visibleFor(b, audience)).slice(0, count);
}

/** Measures the first screen of `blocks` against `budget`. */
export function measureBudget(blocks: unknown, weights: WidgetWeights | null, budget: ScreenBudget, language: string, flags: ReadonlySet<string>): BudgetReport {
  const counted = new Set<string>();
  const perBlock: BudgetReport['perBlock'] = [];
  let js = weights?.baseJs ?? 0;
  let requests = 0;
  for (const block of firstScreenBlocks(blocks, language, flags)) {
    const widget = typeof block.widget === 'string' ? block.widget : '';
    const weight = weights?.widgets[widget];
    const own = weight?.requests ?? getWidget(widget)?.requests ?? 0;
    const blockRequests = (block.source ? 1 : 0) + own;
    const blockJs = weight?.js ?? 0;
    if (!counted.has(widget)) {
      counted.add(widget);
      js += blockJs;
    }
    requests += blockRequests;
    perBlock.push({ blockId: typeof block.id === 'string' ? block.id : '?', widget: typeof block.widget === 'string' ? block.widget : '?', js: blockJs, requests: blockRequests });
  }
  const maxJsBytes = Math.round(budget.maxFirstScreenJsKb * 1024);
  const maxRequests = budget.maxRequestsAboveFold;
  if (!weights) return { available: false, jsBytes: 0, maxJsBytes, requests, maxRequests, perBlock, over: false };
  return { available: true, jsBytes: js, maxJsBytes, requests, maxRequests, perBlock, over: js > maxJsBytes || requests > maxRequests };
}
