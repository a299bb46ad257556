/**
 * Opens an outside page (Telegram, customer service, a menu's external link) in a new window.
 * §8 "Popup blocked": when the browser refuses the window, `window.open` answers null and the
 * player is told. The window is opened without `noopener` because with it `window.open`
 * always answers null (a blocked window could not be told apart); the new window's opener is
 * cut at once instead, before its page has loaded.
 */
import { errorMessageKey } from '../lib/errors';
import { toast } from '../state/toasts';

export function openNewWindow(url: string, open: Window['open'] = (...args) => window.open(...args)): boolean {
  const opened = open(url, '_blank');
  if (!opened) {
    toast(errorMessageKey('system.popupBlocked'), 'short');
    return false;
  }
  try {
    opened.opener = null;
  } catch {
    // A window that has already gone cross-origin refuses the write; it has no opener to use then either.
  }
  return true;
}
