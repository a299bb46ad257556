/** Toast queue; durations are §9's (1.5 s, 2 s, short 3 s, long 8 s). */
import { proxy, useSnapshot } from 'valtio';
import { TOAST_MS } from '../lib/constants';

export type ToastDuration = keyof typeof TOAST_MS;

export interface Toast {
  id: number;
  /** Translation key. */
  key: string;
  /** When it goes (ms since the epoch). */
  until: number;
}

export const toasts = proxy({ list: [] as Toast[] });
let seq = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.list = toasts.list.filter((t) => t.id !== id);
}

/**
 * Shows a translated message for one of §9's durations. The same message shown again while it
 * is up is not stacked: it stays, for the new duration from now.
 */
export function toast(key: string, duration: ToastDuration = 'normal'): void {
  const ms = TOAST_MS[duration];
  const shown = toasts.list.find((t) => t.key === key);
  const id = shown?.id ?? ++seq;
  clearTimeout(timers.get(id));
  if (shown) shown.until = Date.now() + ms;
  else toasts.list.push({ id, key, until: Date.now() + ms });
  timers.set(id, setTimeout(() => dismissToast(id), ms));
}

export function useToasts() {
  return useSnapshot(toasts).list;
}
