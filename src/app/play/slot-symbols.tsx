/**
 * The slot's symbols as inline SVG: they draw the same on every phone, where
 * emoji need a colour-emoji font (without one they are empty boxes). Shapes
 * and flat colours only; the only letters (WILD, BAR) are Latin, which
 * every font has. Decorative: the reels and the paytable name the symbols.
 */
import type { ReactElement } from 'react';

const Wild = () => (
  <>
    <path d="M24 3l5.6 9.4 10.7-2.3-2.3 10.7L47.4 24l-9.4 5.6 2.3 10.7-10.7-2.3L24 45.4l-5.6-9.4-10.7 2.3 2.3-10.7L.6 24l9.4-5.6L7.7 7.7l10.7 2.3z" fill="#7c3aed" />
    <circle cx="24" cy="24" r="14" fill="#a78bfa" />
    <text x="24" y="28.5" textAnchor="middle" fontSize="12" fontWeight="900" fontFamily="system-ui, sans-serif" fill="#fff">WILD</text>
  </>
);
const Scatter = () => (
  <>
    <circle cx="24" cy="24" r="21" fill="#db2777" />
    <path d="M24 8l4.7 10.1 11 1.3-8.1 7.5 2.1 10.9L24 32.4l-9.7 5.4 2.1-10.9-8.1-7.5 11-1.3z" fill="#fde047" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" />
  </>
);
const Seven = () => (
  <>
    <rect x="4" y="4" width="40" height="40" rx="10" fill="#fee2e2" />
    {/* Drawn, not set in a font: a serif 7 cost the page's first layout two font lookups (Georgia, Times) of its own. */}
    <path d="M11 8.5h27v6L25 40.5h-9l12.2-24.3H17.5L16 20h-5z" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.2" strokeLinejoin="round" />
  </>
);
const Bar = () => (
  <>
    <rect x="3" y="12" width="42" height="24" rx="5" fill="#111827" stroke="#facc15" strokeWidth="2.5" />
    <text x="24" y="29" textAnchor="middle" fontSize="13" fontWeight="900" fontFamily="system-ui, sans-serif" fill="#facc15" letterSpacing="1">BAR</text>
  </>
);
const Bell = () => (
  <>
    <path d="M24 6c-8 0-13 6.2-13 14.5V30l-4 5h34l-4-5v-9.5C37 12.2 32 6 24 6z" fill="#f59e0b" stroke="#b45309" strokeWidth="1.5" strokeLinejoin="round" />
    <circle cx="24" cy="38.5" r="4" fill="#b45309" />
    <path d="M17 13c-2 2-3 5-3 8" stroke="#fde68a" strokeWidth="2.5" strokeLinecap="round" fill="none" />
  </>
);
const Plum = () => (
  <>
    <ellipse cx="24" cy="27" rx="15" ry="16" fill="#6d28d9" />
    <path d="M24 12c0 10 0 20 0 30" stroke="#5b21b6" strokeWidth="1.5" fill="none" />
    <path d="M24 11c4-5 10-6 14-4-3 4-8 6-14 4z" fill="#16a34a" />
    <ellipse cx="18" cy="21" rx="3" ry="5" fill="#a78bfa" opacity=".7" />
  </>
);
const Orange = () => (
  <>
    <circle cx="24" cy="26" r="17" fill="#f97316" />
    <path d="M24 9c3-4 8-5 12-3-3 4-8 5-12 3z" fill="#16a34a" />
    <circle cx="24" cy="10" r="2" fill="#15803d" />
    <circle cx="17" cy="20" r="4" fill="#fdba74" opacity=".8" />
  </>
);
const Lemon = () => (
  <>
    <path d="M6 25c0-9 8-16 18-16s18 7 18 16-8 15-18 15S6 34 6 25z" fill="#facc15" stroke="#ca8a04" strokeWidth="1.5" />
    <path d="M3 25l4-2v4zM45 25l-4-2v4z" fill="#ca8a04" />
    <ellipse cx="17" cy="20" rx="5" ry="2.5" fill="#fef08a" />
  </>
);
const Cherry = () => (
  <>
    <path d="M16 30C18 20 22 12 30 6M33 31c-1-9-1-17-3-25" stroke="#15803d" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    <path d="M30 6c4 0 8 2 10 5-4 1-8 0-10-5z" fill="#16a34a" />
    <circle cx="15" cy="34" r="9" fill="#dc2626" />
    <circle cx="33" cy="35" r="9" fill="#b91c1c" />
    <circle cx="12" cy="31" r="2.5" fill="#fca5a5" />
    <circle cx="30" cy="32" r="2.5" fill="#fca5a5" />
  </>
);

const DRAWINGS: Record<string, () => ReactElement> = { wild: Wild, scatter: Scatter, seven: Seven, bar: Bar, bell: Bell, plum: Plum, orange: Orange, lemon: Lemon, cherry: Cherry };

export function SlotSymbol({ name, className = 'size-10' }: { name: string; className?: string }) {
  const Drawing = DRAWINGS[name];
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false" data-symbol={name}>
      {Drawing ? <Drawing /> : <circle cx="24" cy="24" r="18" fill="currentColor" opacity=".3" />}
    </svg>
  );
}
