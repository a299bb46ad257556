import { yieldToMain } from './yield';

/**
 * The sizes (px) and weights the screens' first views draw text in (read off home, the game lists,
 * login, register, help, notices and the menu at a phone's width). Each pair is a font the browser
 * sets up the first time a layout needs it; one missing here costs only that setup, in the render
 * that needs it, as before.
 */
export const TYPE_SCALE: readonly (readonly [px: number, weight: number])[] = [
  [9, 800], [10, 400], [10, 700], [11, 400], [11, 700], [12, 400], [12, 500], [12, 600], [13, 400], [13, 600], [14, 400],
  [14, 600], [14, 700], [14, 900], [15, 700], [16, 400], [16, 700], [18, 700], [18, 900], [20, 700], [24, 900],
];
/** Pairs set up per task: a task each of ~25 ms on the benches' phone. */
const PER_TASK = 7;

/**
 * Sets the type scale's fonts up while the first screen's code and data are on their way, a few per
 * task, in an invisible box outside the app's root. Setting a font up (finding and loading its face
 * at that size and weight) was most of the first screen's first layout: on the benches' phone
 * (Linux, 10× at benchmarkIndex ~3,700) a game list's laid out ~100 boxes in 60–80 ms, 12–19 ms
 * with the fonts already set up.
 */
export async function warmFonts(): Promise<void> {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;pointer-events:none';
  document.body.append(box);
  try {
    for (let i = 0; i < TYPE_SCALE.length; i += PER_TASK) {
      // Each batch in a task of its own, the first not in the caller's.
      await yieldToMain();
      for (const [px, weight] of TYPE_SCALE.slice(i, i + PER_TASK)) {
        const span = document.createElement('span');
        span.style.cssText = `font-size:${px}px;font-weight:${weight}`;
        span.textContent = 'Aa1';
        box.append(span);
      }
      // Lay the box out now, in this task, rather than in the next frame's with the app's own work.
      void box.offsetWidth;
    }
  } finally {
    box.remove();
  }
}
