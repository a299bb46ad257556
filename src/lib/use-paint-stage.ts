import { useEffect, useState } from 'react';
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
  useEffect(() => (stage >= last || !shown ? undefined : afterNextPaint(() => setStage((s) => Math.min(last, s + 1)))), [stage, last, shown]);
  return stage;
}
