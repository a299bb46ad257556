/** Toast queue; durations are §9's (1.5 s, 2 s, short 3 s, long 8 s). */
import { proxy, useSnapshot } from 'valtio';
import { TOAST_MS } from '../lib/constants';

export interface Toast {
  id: number;
  /** Translation key. */
  key: string;
  until: number;
}

export const toasts = proxy({ list: [] as Toast[] });
let seq = 0;

export function toast(key: string, duration: keyof typeof TOAST_MS = 'normal'): void {
  const id = ++seq;
  const ms = TOAST_MS[duration];
  toasts.list.push({ id, key, until: Date.now() + ms });
  setTimeout(() => {
    toasts.list = toasts.list.filter((t) => t.id !== id);
  }, ms);
}

export function useToasts() {
  return useSnapshot(toasts).list;
}
