/**
 * What the responsible-gaming sections share: the limit period type, the
 * section heading and hint styles, and the line saying a change waits.
 */
import type { DEPOSIT_LIMIT_PERIODS } from '../../lib/constants';

export type Period = (typeof DEPOSIT_LIMIT_PERIODS)[number];

export const sectionTitle = 'text-sm font-bold';
export const hint = 'text-xs text-muted';

/** A change that waits (a raise or removal after 24 h), with when it applies. */
export function PendingLine({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-brand" data-testid={testId}>
      <svg viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2" />
      </svg>
      {text}
    </p>
  );
}
