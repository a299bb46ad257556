// usage: node .tmp/add-keys.mjs keys.json  — keys.json: { "a.b.c": { "en": "...", "es": "..." } | "=path.to.copy" | {"fn": "js expr with get(path)"} }
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dir = 'locales';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const lang = f.replace('.json', '');
  const text = readFileSync(`${dir}/${f}`, 'utf8');
  const d = JSON.parse(text);
  const get = (p) => p.split('.').reduce((o, k) => o?.[k], d);
  for (const [key, v] of Object.entries(spec)) {
    let value;
    if (typeof v === 'string' && v.startsWith('=')) value = get(v.slice(1));
    else if (v.fn) value = new Function('get', 'lang', `return ${v.fn}`)(get, lang);
    else value = v[lang] ?? v.en;
    if (value === undefined) throw new Error(`${lang}: no value for ${key}`);
    const parts = key.split('.');
    let o = d;
    for (const p of parts.slice(0, -1)) o = o[p] ??= {};
    o[parts.at(-1)] = value;
  }
  const indent = text.match(/^\{\n( +)/)?.[1] ?? '  ';
  writeFileSync(`${dir}/${f}`, JSON.stringify(d, null, indent.length) + (text.endsWith('\n') ? '\n' : ''));
}
