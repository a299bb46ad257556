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
