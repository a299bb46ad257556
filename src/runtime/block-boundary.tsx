/**
 * A block's error boundary: a block that throws is logged (and kept in
 * `runtimeErrors` for tests and the preview), skipped for players and shown as
 * an error box in development and the console's preview. Holds the first
 * screen's settling context too, since a broken block counts as settled.
 */
import { Component, createContext, type ReactNode, type RefObject } from 'react';
import type { Block } from '../../schemas/layout.schema';

export interface RuntimeErrorReport {
  screen: string;
  blockId: string;
  widget: string;
  reason: string;
}

/** Every block error of this page view, newest last (read by tests and the preview). */
export const runtimeErrors: RuntimeErrorReport[] = [];

export function reportBlockError(r: RuntimeErrorReport): void {
  runtimeErrors.push(r);
  console.error(`[layout] ${r.screen}/${r.blockId} (${r.widget}): ${r.reason}`);
}

/** In development and in the console's preview, broken blocks show a visible box instead of vanishing. */
export function showBlockErrors(): boolean {
  return import.meta.env.DEV || (typeof location !== 'undefined' && new URLSearchParams(location.search).has('preview'));
}


/** Whether the first screen's blocks have their widget and their data, so the layout below has its real position. */
export const FirstScreen = createContext<{ settled: boolean; report: () => void }>({ settled: true, report: () => undefined });

export function BlockErrorBox({ blockId, widget, reason }: { blockId: string; widget: string; reason: string }) {
  return (
    <div role="alert" data-testid="block-error" className="mx-3 rounded-lg border border-danger/60 bg-danger/10 p-2 text-xs text-danger">
      <strong>{widget}</strong> #{blockId}: {reason}
    </div>
  );
}

export class BlockBoundary extends Component<{ screen: string; block: Block; slot?: RefObject<HTMLDivElement | null>; children: ReactNode }, { error: string | null }> {
  static contextType = FirstScreen;
  declare context: React.ContextType<typeof FirstScreen>;
  state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  componentDidCatch(e: unknown) {
    const { screen, block } = this.props;
    reportBlockError({ screen, blockId: block.id, widget: block.widget, reason: e instanceof Error ? e.message : String(e) });
    this.props.slot?.current?.setAttribute('data-status', 'failed');
    // A broken block is as settled as it will get: the blocks below need not wait for it.
    this.context.report();
  }
  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { block } = this.props;
    return showBlockErrors() ? <BlockErrorBox blockId={block.id} widget={block.widget} reason={error} /> : null;
  }
}
