/**
 * Ends the current task so the browser can paint and take input before the rest of the work runs:
 * a slow phone turns every stretch of synchronous start-up work into one long task otherwise (the
 * boot module's evaluation, the settings, the language, the first render all ran back to back).
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued tasks),
 * else a fresh macrotask.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` once the browser has drawn the next frame: a frame's task lays the page out, and the
 * task after it finds the layout done, so reading geometry there (scrolling something into view)
 * costs only itself. Read in the commit that changed the page, or in the frame before its layout,
 * it lays the whole page out on the spot. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let wanted = true;
  requestAnimationFrame(() => setTimeout(() => wanted && work(), 0));
  return () => {
    wanted = false;
  };
}
