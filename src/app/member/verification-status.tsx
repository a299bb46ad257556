/**
 * Where a member's identity verification stands, as a badge (the verify screen) and as the
 * member home's row that opens the verify screen.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getVerification, type MemberVerification } from '../../api/member/verification';
import { MemberIcon } from './member-icon';

/** The member screen where the ID picture is sent. */
export const VERIFY_PATH = '/member/verify';

const BADGE_STYLE: Record<MemberVerification['status'], string> = {
  none: 'bg-surface-2 text-muted',
  pending: 'bg-brand/15 text-brand',
  verified: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

export function VerificationBadge({ status }: { status: MemberVerification['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-1 text-[11px] font-bold ${BADGE_STYLE[status]}`} data-testid="verify-badge" data-status={status}>
      {t(`verify.status.${status}`)}
    </span>
  );
}

/** The member home's row: the state once known (a placeholder while it loads); it always opens the screen. */
export function VerificationRow() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MemberVerification['status'] | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    // A failed read leaves the row without a badge: the screen it opens shows the error with a retry.
    getVerification(ac.signal).then((v) => setStatus(v.status), () => undefined);
    return () => ac.abort();
  }, []);
  return (
    <Link to={VERIFY_PATH} className="card flex items-center gap-3 p-3" data-testid="verify-row" data-status={status ?? 'loading'}>
      <span className={`grid place-items-center size-9 shrink-0 rounded-xl ${status === 'verified' ? 'bg-success/15 text-success' : 'bg-brand/15 text-brand'}`}>
        <MemberIcon name={status === 'verified' ? 'check' : 'shield'} className="size-5" />
      </span>
      <span className="flex-1 min-w-0 text-sm font-semibold truncate">{t('verify.title')}</span>
      {status ? <VerificationBadge status={status} /> : <span className="skeleton h-6 w-20 rounded-full" aria-hidden="true" />}
      <MemberIcon name="chevron-right" className="size-4 text-muted rtl:rotate-180" />
    </Link>
  );
}
