/** The live context the runtime evaluates conditions with and hands to widgets. */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { WidgetContext } from '../../widgets/define-widget';
import { roleOf, useSession } from '../state/session';
import { flagsOn, minimumAgeOf, useSettings } from '../state/settings';
import { detectOs, detectPlatform, type ConditionContext } from './conditions';
import type { SourceContext } from './sources';
import { usePreview } from './preview';
import { pageImageCdn } from '../lib/image-cdn';

/** Widgets re-render on this tick for time-based displays (online counts). */
const NOW_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // A transition: the tick re-renders every block of a layout (their online counts), in slices
    // that yield to the browser rather than in one task.
    const id = setInterval(() => startTransition(() => setNow(Date.now())), NOW_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function currentPlatform() {
  const standalone =
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true);
  return detectPlatform(navigator.userAgent, !!standalone);
}

export function useRuntimeContext(): { condition: ConditionContext; source: SourceContext; widget: WidgetContext } {
  const s = useSession();
  const st = useSettings();
  const now = useNow();
  const { pathname, search } = useLocation();
  // In the console's preview frame, the audience switches replace what the viewer really is.
  const { overrides } = usePreview();
  const role = overrides.role ?? roleOf(s);
  const siteFlags = useMemo(() => flagsOn(st.settings), [st.settings]);
  const flags = useMemo(() => (overrides.flags ? new Set(overrides.flags) : siteFlags), [overrides.flags, siteFlags]);
  const favourites = useMemo(() => new Set(s.favourites), [s.favourites]);
  return useMemo(
    () => ({
      condition: {
        flags,
        role,
        platform: overrides.platform ?? currentPlatform(),
        os: overrides.os ?? detectOs(navigator.userAgent, navigator.maxTouchPoints),
        language: st.language,
      },
      source: { language: st.language.toLowerCase(), token: s.token },
      widget: { currencySymbol: st.settings?.currency.symbol ?? '', language: st.language, role, favourites, now, path: pathname, search, minimumAge: minimumAgeOf(st.settings), imageCdn: pageImageCdn(st.settings?.imageCDNs) },
    }),
    [flags, role, st.language, st.settings, s.token, favourites, now, overrides.platform, overrides.os, pathname, search],
  );
}
