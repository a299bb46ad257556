/**
 * The preview frame's side of the console's messages (preview.ts): the pushed draft, the selected
 * block and the audience switches, taken from the console's origin only; then it tells the
 * console it is ready.
 */
import { ref } from 'valtio';
import { isPreviewMessage, type ToPreview } from '../lib/preview-protocol';
import { consoleOriginNow, post, preview } from './preview';

let rev = 0;

export function listenToConsole(onLanguage: (code: string) => void): void {
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.origin !== consoleOriginNow() || !isPreviewMessage<ToPreview>(e.data)) return;
    const msg = e.data;
    if (msg.type === 'parlor:preview:layout') preview.layouts[msg.screen] = { raw: ref(msg.layout as object), rev: ++rev };
    else if (msg.type === 'parlor:preview:select') preview.selected = msg.blockId;
    else if (msg.type === 'parlor:preview:context') {
      preview.overrides = msg.overrides;
      if (msg.overrides.language) onLanguage(msg.overrides.language);
    }
  });
  post({ type: 'parlor:preview:ready', screen: null });
}
