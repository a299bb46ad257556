/**
 * Renders a screen's layout: blocks whose `when` passes, each widget loaded
 * lazily inside its own error boundary with its source resolved by the
 * runtime. A bad block (unknown widget, invalid props, a throw) affects only
 * itself: skipped and logged for players, shown as an error box in preview.
 */
import { createContext, startTransition, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { Block } from '../../schemas/layout.schema';
import { withDefaultProps, type WidgetAction, type WidgetProps, type WidgetRuntime } from '../../widgets/define-widget';
import { getWidgetRuntime } from '../../widgets/runtime-registry';
import { preloadable, type Preloadable } from './preloadable';
import { RetryBox } from '../../widgets/shared/retry-box';
import type { BlockIssue } from './check-layout';
import { evaluateWhen } from './conditions';
import { useRuntimeContext } from './context';
import { useActionHandler } from './actions';
import { cachedLayout, loadBrowserValidators as browserValidators, loadLayout, prepareUnchecked, type LoadedLayout } from './layout-store';
import { previewToken, reportPreviewClick, usePreview } from './preview';
import { useSource } from './use-source';
import { useNear } from './use-near';
import { network } from '../state/network';
import { EAGER_BLOCKS, guessContentWidth } from '../lib/constants';
import { markFirstScreen } from './first-screen';
import { BlockBoundary, BlockErrorBox, FirstScreen, reportBlockError, showBlockErrors } from './block-boundary';

/**
 * A block's slot element. Its host marks on it how far the block has come — `data-status`
 * `waiting` (not near yet), `loading`, `ready` (the widget is on the page with its data) or
 * `failed` — set on the element directly, so the mark costs no render. Whoever must know a block
 * has settled reads it: a block that chose to show nothing (a pop-up already seen) is `ready`.
 */
const SlotElement = createContext<RefObject<HTMLDivElement | null> | null>(null);

const lazyCache = new Map<string, Preloadable<ComponentType<WidgetProps<unknown, unknown>>>>();
function widgetComponent(def: WidgetRuntime): Preloadable<ComponentType<WidgetProps<unknown, unknown>>> {
  let c = lazyCache.get(def.name);
  if (!c) {
    c = preloadable(def.load as () => Promise<{ default: ComponentType<WidgetProps<unknown, unknown>> }>);
    lazyCache.set(def.name, c);
  }
  return c;
}

/**
 * Loads the code of these widgets (unknown names are skipped), so their blocks render without
 * suspending: the boot does it for the first screen of the page a visit lands on.
 */
export function preloadWidgets(names: Iterable<string>): Promise<unknown> {
  return Promise.all([...new Set(names)].map((name) => {
    const def = getWidgetRuntime(name);
    return def ? widgetComponent(def).preload() : null;
  }));
}

/**
 * What every block of a layout is rendered with: the runtime context and the action handler,
 * worked out once by the layout (Blocks) rather than by each block's host. Each host had its own
 * (the session, settings, location and preview stores read, a clock ticking every minute, the
 * handler's router hooks): on a slow phone that was a good part of a menu's or a screen's render,
 * twenty-odd times over, and twenty clocks re-rendering their blocks one after another.
 */
const HostScope = createContext<{ ctx: ReturnType<typeof useRuntimeContext>; onAction: (a: WidgetAction) => void } | null>(null);

function WidgetHost({ block }: { block: Block }) {
  const def = getWidgetRuntime(block.widget)!;
  const Widget = widgetComponent(def);
  const { ctx, onAction } = useContext(HostScope)!;
  const src = useSource(block.source, ctx.source);
  const { report } = useContext(FirstScreen);
  const slot = useContext(SlotElement);
  const done = src.status !== 'loading';
  useEffect(() => {
    if (done) report();
  }, [done, report]);
  // Runs once the widget (a lazy chunk) has committed with this state, not while it suspends.
  useEffect(() => {
    slot?.current?.setAttribute('data-status', src.status === 'loading' ? 'loading' : src.status === 'error' ? 'failed' : 'ready');
  }, [slot, src.status]);
  if (src.status === 'error') {
    const since = src.reconnects ?? network.reconnects;
    return <RetryBox onRetry={src.retry} reconnectedSince={() => network.reconnects > since} />;
  }
  const props = withDefaultProps(def.name, block.props);
  return (
    // Widget is a stable lazy component cached per widget name (widgetComponent), not created anew per render.
    // eslint-disable-next-line react-hooks/static-components
    <Widget props={props} data={src.data} loading={src.status === 'loading'} onAction={onAction} ctx={ctx.widget} />
  );
}

// The first EAGER_BLOCKS blocks (a phone's first screen) load at once; later ones when they come within
// NEAR_VIEWPORT_PX of the viewport (./use-near.ts). EAGER_BLOCKS lives in src/lib/constants.ts: the
// server's performance budget counts the same blocks.

/** Longest wait for the first screen to settle before deferred blocks start watching anyway. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Defers a below-the-fold block (its widget chunk and its data) until the reader
 * nears it. It starts watching only once the first screen has settled: measured
 * earlier, skeletons would make every block look near.
 */
function WhenNear({ children, height }: { children: ReactNode; height: number }) {
  const outer = useContext(FirstScreen);
  const [loaded, setLoaded] = useState(false);
  const el = useRef<HTMLDivElement>(null);
  const near = useNear(el, outer.settled);
  const inner = { settled: outer.settled, report: useCallback(() => startTransition(() => setLoaded(true)), []) };
  // The placeholder takes the block's estimated height and keeps it while the block loads, so
  // skeletons shorter than the real thing do not pull the next blocks into range.
  return (
    <div ref={el} style={loaded ? undefined : { minHeight: height }} aria-hidden={near ? undefined : 'true'}>
      {near && <FirstScreen.Provider value={inner}>{children}</FirstScreen.Provider>}
    </div>
  );
}

/** A deferred block's placeholder height: the widget's own estimate at the content width, else a typical block's. */
const DEFAULT_BLOCK_HEIGHT = 240;
function estimatedHeight(block: Block): number {
  const def = getWidgetRuntime(block.widget);
  const width = guessContentWidth();
  const props = withDefaultProps(block.widget, block.props);
  const h = def?.estimateHeight?.(props, width);
  return Math.round(h && Number.isFinite(h) ? h : DEFAULT_BLOCK_HEIGHT);
}

function BlockSkeleton({ height = 96 }: { height?: number }) {
  return <div className="mx-3 skeleton" style={{ height }} aria-hidden="true" />;
}

/** In the console's preview a click selects the block in the editor instead of acting. */
function selectInConsole(e: React.MouseEvent, blockId: string) {
  e.preventDefault();
  e.stopPropagation();
  reportPreviewClick(blockId);
}

/**
 * A block below the first screen is laid out and painted only near the viewport
 * (content-visibility: auto), at its estimated height until it has been drawn once: on a slow
 * phone each frame otherwise paints and layerizes the whole long page (~50 ms a frame in a
 * trace). Widgets put anything fixed in a portal, outside the slot, so the containment this
 * brings clips nothing.
 */
export const offScreenStyle = (height: number) => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }) as const;

function BlockSlot({ screen, block, className, onClickCapture, lazyHeight, children }: { screen: string; block: Block; className: string; onClickCapture?: (e: React.MouseEvent) => void; lazyHeight?: number; children: ReactNode }) {
  const el = useRef<HTMLDivElement>(null);
  return (
    <div ref={el} data-block-id={block.id} data-widget={block.widget} data-status="waiting" className={className} onClickCapture={onClickCapture} style={lazyHeight === undefined ? undefined : offScreenStyle(lazyHeight)}>
      <SlotElement.Provider value={el}>
        <BlockBoundary screen={screen} block={block} slot={el}>
          {children}
        </BlockBoundary>
      </SlotElement.Provider>
    </div>
  );
}

export function Blocks({ screen, blocks, issues, defer = false }: { screen: string; blocks: readonly Block[]; issues: ReadonlyMap<string, BlockIssue>; defer?: boolean }) {
  const ctx = useRuntimeContext();
  const onAction = useActionHandler();
  const scope = useMemo(() => ({ ctx, onAction }), [ctx, onAction]);
  const { token, selected } = usePreview();
  const inPreview = token !== null && typeof window !== 'undefined' && window.parent !== window;
  const visible = blocks.filter((b) => !b.hidden && evaluateWhen(b.when, ctx.condition));
  const eager = defer ? visible.slice(0, EAGER_BLOCKS).filter((b) => !issues.has(b.id)).length : visible.length;
  const [reported, setReported] = useState(0);
  const [waited, setWaited] = useState(false);
  // Only a deferring screen waits for its first blocks. Anywhere else (the shell's menus, always
  // on the page) counting reports and the wait's timer would only re-render every block of it, a
  // long task on a slow phone each time, for nothing that changes.
  // Outside a transition these updates (from effects, timers and observers) would render the
  // whole screen in one task that cannot yield; as transitions React renders them in slices.
  const report = useCallback(() => {
    if (defer) startTransition(() => setReported((n) => n + 1));
  }, [defer]);
  useEffect(() => {
    if (!defer) return;
    const id = setTimeout(() => startTransition(() => setWaited(true)), FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(id);
  }, [defer]);
  const first = { settled: reported >= eager || waited, report };
  useEffect(() => {
    if (defer && first.settled) markFirstScreen();
  }, [defer, first.settled]);
  return (
    <HostScope.Provider value={scope}>
      <FirstScreen.Provider value={first}>
        {visible.map((block, index) => {
          const issue = issues.get(block.id);
          if (issue) {
            return showBlockErrors() ? <BlockErrorBox key={block.id} blockId={block.id} widget={block.widget} reason={`${issue.code}: ${issue.detail}`} /> : null;
          }
          return (
            <BlockSlot
              key={block.id}
              screen={screen}
              block={block}
              className={inPreview ? `block-slot preview-slot${selected === block.id ? ' preview-selected' : ''}` : 'block-slot'}
              onClickCapture={inPreview ? (e) => selectInConsole(e, block.id) : undefined}
              lazyHeight={defer && index >= EAGER_BLOCKS && !inPreview ? estimatedHeight(block) : undefined}
            >
              {!defer || index < EAGER_BLOCKS ? (
                <Suspense fallback={<BlockSkeleton height={estimatedHeight(block)} />}>
                  <WidgetHost block={block} />
                </Suspense>
              ) : (
                <WhenNear height={estimatedHeight(block)}>
                  <Suspense fallback={<BlockSkeleton />}>
                    <WidgetHost block={block} />
                  </Suspense>
                </WhenNear>
              )}
            </BlockSlot>
          );
        })}
      </FirstScreen.Provider>
    </HostScope.Provider>
  );
}

/** The layout to render: a draft the console pushed (preview only), else the loaded one. */
function useLayout(screen: string, opts: { fromCache?: boolean } = {}): LoadedLayout | null {
  const loaded = useLoadedLayout(screen, opts.fromCache ?? false);
  const pushed = usePreview().layouts[screen];
  const [fromConsole, setFromConsole] = useState<{ rev: number; loaded: LoadedLayout | null } | null>(null);
  useEffect(() => {
    if (!pushed) return;
    let live = true;
    void prepareUnchecked(JSON.parse(JSON.stringify(pushed.raw)), browserValidators).then((prepared) => {
      if (!live) return;
      setFromConsole({
        rev: pushed.rev,
        loaded: 'layout' in prepared ? { ...prepared, origin: 'preview' } : { layout: { screen, version: 1, blocks: [] }, issues: [], origin: 'preview' },
      });
    });
    return () => {
      live = false;
    };
  }, [pushed, screen]);
  return fromConsole?.loaded ?? loaded;
}

/** With fromCache, the last good copy shows at once while the network answer is awaited (shell menus). */
function useLoadedLayout(screen: string, fromCache: boolean): LoadedLayout | null {
  const [loaded, setLoaded] = useState<LoadedLayout | null>(() => (fromCache && !previewToken() ? cachedLayout(screen) : null));
  useEffect(() => {
    let live = true;
    if (!fromCache) setLoaded(null);
    const revalidate = () =>
      loadLayout(screen, browserValidators).then((l) => {
        if (!live) return;
        // A transition: the blocks mount in slices that yield to the browser, not in one long task.
        startTransition(() => setLoaded((prev) => (prev && JSON.stringify(prev.layout) === JSON.stringify(l.layout) ? prev : l)));
        for (const issue of l.issues) {
          const widget = l.layout.blocks.find((b) => b.id === issue.blockId)?.widget ?? '?';
          reportBlockError({ screen, blockId: issue.blockId, widget, reason: `${issue.code}: ${issue.detail}` });
        }
      });
    // A shell menu asks the network in a task of its own: a sheet's passive effects can run inside
    // its opening task (a library's layout effect re-renders it synchronously), and starting a
    // request there made that task ~20 ms longer on a slow phone. Nothing waits on it meanwhile:
    // the menu shows its last good copy, or nothing until the answer comes.
    const timer = fromCache ? setTimeout(revalidate) : (void revalidate(), undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [screen, fromCache]);
  return loaded;
}

/**
 * A shell layout (footer bar, game menu, side menu): rendered into the shell's own container,
 * from the last good copy at once; nothing shows until a layout is known.
 */
export function ShellLayout({ screen, className, testId }: { screen: string; className: string; testId?: string }) {
  const loaded = useLayout(screen, { fromCache: true });
  if (!loaded) return null;
  const issues = new Map(loaded.issues.map((i) => [i.blockId, i]));
  return (
    <div className={className} data-testid={testId ?? `layout-${screen}`} data-origin={loaded.origin}>
      <Blocks screen={screen} blocks={loaded.layout.blocks} issues={issues} />
    </div>
  );
}

/** A composed screen: its layout, rendered. */
export function LayoutScreen({ screen, className = 'flex flex-col gap-4 py-3' }: { screen: string; className?: string }) {
  const loaded = useLayout(screen);
  if (!loaded) {
    return (
      <div className={className} aria-busy="true" data-testid="layout-loading">
        <div className="mx-3 skeleton aspect-[5/2]" />
        <div className="mx-3 skeleton h-9 rounded-full" />
        <BlockSkeleton />
      </div>
    );
  }
  const issues = new Map(loaded.issues.map((i) => [i.blockId, i]));
  return (
    <div className={className} data-testid={`layout-${screen}`} data-origin={loaded.origin}>
      <Blocks screen={screen} blocks={loaded.layout.blocks} issues={issues} defer />
    </div>
  );
}
