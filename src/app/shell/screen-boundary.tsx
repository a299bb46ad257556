import { Component, type ReactNode } from 'react';
import { RetryBox } from '../../../widgets/shared/retry-box';

/** Every screen failure of this page view, newest last (read by tests). */
export const screenErrors: { screen: string; reason: string }[] = [];

/** The placeholder a screen holds while it loads; a failed screen keeps it, with the retry box. */
/**
 * A screen's own placeholder while its data comes in (`className`: its margin and height). A
 * component of its own, so React replaces it with the screen's content rather than reusing its
 * element for the content's root: a reused element moves and resizes, which the browser counts as
 * a layout shift; a new one is not.
 */
export function ScreenSkeleton({ className }: { className: string }) {
  return <div className={`skeleton ${className}`} aria-busy="true" />;
}

export function ScreenPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className="min-h-[60vh]" aria-busy={children ? undefined : 'true'} data-testid={children ? 'screen-failed' : 'screen-loading'}>
      {children && <div className="flex flex-col gap-4 py-3">{children}</div>}
    </div>
  );
}

/**
 * §8: a lazy screen that fails to load (its chunk is unreachable, or it throws) logs an error and
 * keeps its loading placeholder with "Loading failed, click to retry", never blanking the site.
 * React keeps a failed lazy import for good, so retrying loads the page again (which also picks
 * up a new release, the usual reason for a chunk that has gone).
 */
export class ScreenBoundary extends Component<{ screen: string; children: ReactNode; onRetry?: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(e: unknown) {
    const reason = e instanceof Error ? e.message : String(e);
    screenErrors.push({ screen: this.props.screen, reason });
    console.error(`[screen] ${this.props.screen}: ${reason}`);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenPlaceholder>
        <RetryBox onRetry={this.props.onRetry ?? (() => window.location.reload())} />
      </ScreenPlaceholder>
    );
  }
}
