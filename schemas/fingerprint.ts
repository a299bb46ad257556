/**
 * A fingerprint of every rule a layout is checked against: the layout schema, each widget's props
 * schema (its default props with it), props version, sources and limits, each source's params
 * schema, the layout version. The server migrates every layout it serves to this build's props
 * versions, so a matching fingerprint also tells the browser the layout needs no migration.
 *
 * The server checks a published layout against these rules before it serves it and, when it passes,
 * sends this fingerprint with it; the player's build carries the fingerprint of its own schemas
 * (schemas/generated/fingerprint.json, written by `npm run gen`). When the two match, the browser
 * knows the layout is valid for exactly its widgets and skips its own check — so the precompiled
 * validators (about 10 KB gzip) stay off the first screen. When they differ (a deploy between
 * publish and load, a copy cached by an older build, a console preview), the browser loads its
 * validators and checks every block as before. Runs in Node only (build and server); like
 * emit.ts it reads the widget registry, so it is exempt from the schemas → widgets import rule.
 */
import { createHash } from 'node:crypto';
import { LAYOUT_VERSION, layoutSchema } from './layout.schema';
import { sourceParamSchemas } from './sources.schema';
import { widgetDefinitions } from '../widgets/registry';
import { currentPropsVersion } from '../platform/migrations';

export function schemaFingerprint(): string {
  const widgets = widgetDefinitions
    .map((d) => ({ name: d.name, schema: d.schema, propsVersion: currentPropsVersion(d.name) ?? 1, sources: d.sources, required: d.sourceRequired, max: d.maxPerLayout ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const sources = Object.entries(sourceParamSchemas).sort(([a], [b]) => a.localeCompare(b));
  const text = JSON.stringify({ version: LAYOUT_VERSION, layout: layoutSchema, widgets, sources });
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
