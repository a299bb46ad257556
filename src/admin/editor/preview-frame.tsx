/**
 * The real player site in a phone-sized frame, rendering the draft: it opens
 * with a preview token (the server answers the saved draft only to that token)
 * and then receives every unsaved edit and the audience switches by
 * postMessage. A click on a block in the frame selects it in the editor.
 */
import { useEffect, useRef, useState } from 'react';
import { isPreviewMessage, PREVIEW_PARAM, type FromPreview, type PreviewOverrides, type ToPreview } from '../../lib/preview-protocol';
import type { DraftLayout } from '../types';
import { playerOrigin } from '../player-origin';
import { previewPath } from '../../../platform/route-table';

const PHONE = { width: 390, height: 844 } as const;

/** The player site's origin: the console's own, or (ADMIN_ORIGIN) another the frame is loaded from; the page says which, once. */
const player = playerOrigin();

export function PreviewFrame({
  screen,
  token,
  layout,
  overrides,
  selected,
  onSelect,
  scale = 1,
  title,
}: {
  screen: string;
  token: string;
  layout: DraftLayout;
  overrides: PreviewOverrides;
  selected?: string | null;
  onSelect?: (blockId: string) => void;
  scale?: number;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  // Snapshots from the editor's store are tracking proxies: send plain copies.
  const send = (msg: ToPreview) => frame.current?.contentWindow?.postMessage(JSON.parse(JSON.stringify(msg)) as ToPreview, player);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== player || e.source !== frame.current?.contentWindow || !isPreviewMessage<FromPreview>(e.data)) return;
      if (e.data.type === 'parlor:preview:ready') setReady(true);
      else if (e.data.type === 'parlor:preview:clicked') onSelect?.(e.data.blockId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect]);

  useEffect(() => {
    if (ready) send({ type: 'parlor:preview:context', overrides });
  }, [ready, overrides]);
  useEffect(() => {
    if (ready) send({ type: 'parlor:preview:layout', screen, layout });
  }, [ready, screen, layout]);
  useEffect(() => {
    if (ready) send({ type: 'parlor:preview:select', blockId: selected ?? null });
  }, [ready, selected]);

  const path = previewPath(screen);
  const src = `${player}${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
  return (
    <div
      className="relative shrink-0 overflow-hidden rounded-[28px] border-[6px] border-slate-800 bg-slate-900 shadow-xl"
      style={{ width: PHONE.width * scale + 12, height: PHONE.height * scale + 12 }}
    >
      <iframe
        ref={frame}
        title={title}
        src={src}
        data-testid="preview-frame"
        style={{ width: PHONE.width, height: PHONE.height, transform: `scale(${scale})`, transformOrigin: '0 0', border: 0, background: '#0a0e1a' }}
      />
      {!ready && <div className="absolute inset-0 grid place-items-center text-xs text-slate-300">Loading preview…</div>}
    </div>
  );
}
