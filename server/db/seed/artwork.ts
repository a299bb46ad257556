/**
 * Game, vendor and banner artwork, drawn as SVG by the seed (no network, no
 * binary assets): a gradient card per game with a motif for its type.
 */
import { hashString } from './random';

const PALETTES = [
  ['#ff7a18', '#af002d'], ['#8e2de2', '#4a00e0'], ['#00c6ff', '#0072ff'], ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'], ['#fc466b', '#3f5efb'], ['#c471f5', '#fa71cd'], ['#f83600', '#f9d423'],
  ['#0f2027', '#2c5364'], ['#ee0979', '#ff6a00'], ['#1d976c', '#93f9b9'], ['#7f00ff', '#e100ff'],
  ['#e52d27', '#b31217'], ['#2193b0', '#6dd5ed'], ['#834d9b', '#d04ed6'], ['#ff512f', '#dd2476'],
] as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MOTIFS: Record<string, string> = {
  RNG: '<g fill="#fff" fill-opacity=".92"><rect x="38" y="62" width="50" height="64" rx="10"/><rect x="95" y="62" width="50" height="64" rx="10"/><rect x="152" y="62" width="50" height="64" rx="10"/></g><g font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="40" text-anchor="middle" fill="#c0162c"><text x="63" y="108">7</text><text x="120" y="108">7</text><text x="177" y="108">7</text></g>',
  FISH: '<path d="M40 96c30-40 110-40 140 0-30 40-110 40-140 0Z" fill="#fff" fill-opacity=".92"/><path d="M178 96l30-24v48Z" fill="#fff" fill-opacity=".92"/><circle cx="72" cy="90" r="7" fill="#123"/>',
  LIVE: '<rect x="70" y="44" width="62" height="88" rx="8" fill="#fff" transform="rotate(-12 101 88)"/><rect x="108" y="44" width="62" height="88" rx="8" fill="#fff" fill-opacity=".95" transform="rotate(10 139 88)"/><text x="140" y="104" font-family="Arial" font-weight="700" font-size="34" text-anchor="middle" fill="#c0162c" transform="rotate(10 139 88)">A♥</text>',
  SPORTS: '<circle cx="120" cy="92" r="46" fill="#fff"/><path d="M120 70l20 14-8 24h-24l-8-24Z" fill="#222"/><path d="M120 46v24M140 84l30-10M132 108l16 26M108 108l-16 26M100 84l-30-10" stroke="#222" stroke-width="4"/>',
  ESPORTS: '<rect x="52" y="64" width="136" height="62" rx="31" fill="#fff"/><path d="M82 84v22M71 95h22" stroke="#222" stroke-width="7" stroke-linecap="round"/><circle cx="152" cy="88" r="6" fill="#e33"/><circle cx="166" cy="102" r="6" fill="#33e"/>',
  COCKFIGHT: '<path d="M92 140c-20-30-10-70 20-82 8-16 26-18 32-6-10 0-12 8-6 14 22 10 32 40 18 66Z" fill="#fff" fill-opacity=".92"/><path d="M112 52l-8-14 14 6 2-12 8 14" fill="#e33"/>',
  PVP: '<g fill="#fff"><path d="M120 48c24 24 48 36 48 58a22 22 0 0 1-40 12l6 24h-28l6-24a22 22 0 0 1-40-12c0-22 24-34 48-58Z"/></g>',
  LOTT: '<g font-family="Arial Black,Arial" font-weight="900" font-size="24" text-anchor="middle"><circle cx="70" cy="92" r="24" fill="#fff"/><circle cx="120" cy="92" r="24" fill="#ffd200"/><circle cx="170" cy="92" r="24" fill="#fff"/><text x="70" y="101" fill="#c0162c">6</text><text x="120" y="101" fill="#222">4</text><text x="170" y="101" fill="#0072ff">2</text></g>',
  BINGO: '<rect x="62" y="44" width="116" height="96" rx="10" fill="#fff"/><g fill="#e33"><circle cx="86" cy="68" r="9"/><circle cx="120" cy="92" r="9"/><circle cx="154" cy="116" r="9"/></g><path d="M62 80h116M62 104h116M101 44v96M139 44v96" stroke="#ccc" stroke-width="2"/>',
  JACKPOT: '<path d="M60 120h120l-10-56-30 26-20-36-20 36-30-26Z" fill="#ffd200" stroke="#fff" stroke-width="4"/><rect x="58" y="122" width="124" height="14" rx="4" fill="#fff"/>',
};
MOTIFS.ELOTT = MOTIFS.LOTT!;

function wrap(text: string, max: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) lines.push(cur);
  return lines.slice(0, 2);
}

export function gameArt(name: string, vendor: string, type: string): string {
  const h = hashString(name + vendor);
  const [a, b] = PALETTES[h % PALETTES.length]!;
  const lines = wrap(name.toUpperCase(), 14);
  const y0 = lines.length === 1 ? 190 : 176;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="r" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="240" height="240" fill="url(#g)"/><rect width="240" height="240" fill="url(#r)"/><circle cx="${30 + (h % 180)}" cy="${20 + ((h >> 8) % 60)}" r="${40 + ((h >> 4) % 40)}" fill="#fff" fill-opacity=".07"/>${MOTIFS[type] ?? MOTIFS.RNG}<g font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="21" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke">${lines.map((l, i) => `<text x="120" y="${y0 + i * 24}">${esc(l)}</text>`).join('')}</g><text x="120" y="228" font-family="Arial,sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="#fff" fill-opacity=".75" letter-spacing="2">${esc(vendor.toUpperCase())}</text></svg>`;
}

export function vendorArt(name: string, mono: boolean): string {
  const h = hashString(name);
  const [a, b] = mono ? ['#3a3a3a', '#111111'] : PALETTES[h % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="200" height="100" rx="14" fill="url(#g)"/><text x="100" y="60" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="26" text-anchor="middle" fill="#fff">${esc(name.toUpperCase())}</text></svg>`;
}

export function bannerArt(title: string, subtitle: string, seed: number): string {
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="r" cx=".8" cy=".2" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="750" height="300" fill="url(#g)"/><rect width="750" height="300" fill="url(#r)"/><g fill="#fff" fill-opacity=".12"><circle cx="640" cy="230" r="120"/><circle cx="560" cy="40" r="60"/></g><g fill="#ffd200" stroke="#fff" stroke-width="4"><circle cx="640" cy="150" r="54"/><circle cx="695" cy="200" r="36"/></g><text x="640" y="168" font-family="Arial Black,Arial" font-size="48" font-weight="900" text-anchor="middle" fill="#b8860b">$</text><text x="48" y="124" font-family="Arial Black,Arial,sans-serif" font-size="44" textLength="${Math.min(500, title.length * 30)}" lengthAdjust="spacingAndGlyphs" font-weight="900" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="4" paint-order="stroke">${esc(title)}</text><text x="50" y="180" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" fill-opacity=".92">${esc(subtitle)}</text><rect x="50" y="210" width="170" height="46" rx="23" fill="#fff"/><text x="135" y="241" font-family="Arial,sans-serif" font-size="20" font-weight="800" text-anchor="middle" fill="#222">PLAY NOW</text></svg>`;
}

export function avatarArt(letter: string, seed: number): string {
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><text x="32" y="42" font-family="Arial Black,Arial" font-size="28" font-weight="900" text-anchor="middle" fill="#fff">${esc(letter)}</text></svg>`;
}
