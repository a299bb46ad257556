import type { ComponentType } from 'react';
import type { RouteMeta } from '../../platform/route-table';

/** A screen's component, as the router renders it. */
export type ScreenComponent = ComponentType<{ meta: RouteMeta }>;

/**
 * The screens' modules by file (`./screens/home-screen.tsx`), each loaded lazily as a chunk of its
 * own: Vite turns the pattern into one `import()` per file, so a new screen's module needs no entry
 * here. A declaration's `module` in platform/screens.ts names one of them (tests/unit/screens.test.ts
 * holds every declaration to a module that exports its component).
 */
export const SCREEN_MODULES: Record<string, () => Promise<Record<string, ScreenComponent | undefined>>> = import.meta.glob<Record<string, ScreenComponent | undefined>>([
  './screens/*-screen.tsx',
  './screens/lottery-entry.tsx',
]);
