import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './yield';

/**
 * How many frames the browser has drawn since `shown` became true (a widget's data arrived), up to
 * `last`: 0 in the render that first shows it. A widget draws what the first screen shows at 0 and
 * the rest in later stages, each a task of its own after a frame: on a slow phone one render of
 * everything is one long task of style and layout (home's first render laid out ~900 boxes at once,
 * most of them a strip's rows below its window and tiles off to the side).
 */
export function usePaintStage(shown: boolean, last = 1): number {
  const [stage, setStage] = useState(0);
  // A transition: a later stage renders in slices that yield to the browser. A plain update renders
  // in one piece, and the stages of several widgets that come due after the same frame (the
  // all-games view's rows) are one render: 36 tiles in one ~25 ms task on a fast machine.
  useEffect(() => (stage >= last || !shown ? undefined : afterNextPaint(() => startTransition(() => setStage((s) => Math.min(last, s + 1))))), [stage, last, shown]);
  return stage;
}
