/** Invite friends (§6 REFERRAL): the member's invitation code and sign-up link, ready to copy or share. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { getReferral } from '../../api/member/get-referral';
import { errorMessageKey } from '../../lib/errors';
import { toast } from '../../state/toasts';
import { BottomSheet } from '../shell/bottom-sheet';
import { MemberIcon } from './member-icon';
import { arriving } from '../../lib/arriving';

export function InviteSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [referral, setReferral] = useState<{ code: string; link: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open || referral) return;
    const ac = new AbortController();
    getReferral(ac.signal).then(arriving(setReferral), (e: ApiError) => e.name !== 'AbortError' && setError(errorMessageKey(e.errorCode)));
    return () => ac.abort();
  }, [open, referral]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast('member.copied', 'tiny');
    } catch {
      toast('member.copyFailed', 'normal');
    }
  };
  const share = () => {
    if (referral && navigator.share) void navigator.share({ title: t('member.invite'), text: t('member.inviteText'), url: referral.link }).catch(() => undefined);
  };
  return (
    <BottomSheet title={t('member.invite')} open={open} onClose={onClose}>
      {error ? (
        <p role="alert" className="text-sm text-danger">{t(error)}</p>
      ) : !referral ? (
        <div className="skeleton h-32" aria-busy="true" />
      ) : (
        <div className="space-y-4" data-testid="invite-sheet">
          <p className="text-sm text-muted">{t('member.inviteText')}</p>
          <div className="card p-3 flex items-center gap-3">
            <div className="flex-1 min-w-0">
              <div className="text-xs text-muted">{t('register.fields.affiliateCode')}</div>
              <div className="text-xl font-black tracking-widest text-brand" data-testid="invite-code">{referral.code}</div>
            </div>
            <button type="button" className="btn-ghost h-9 px-3 text-sm gap-1.5" onClick={() => void copy(referral.code)}>
              <MemberIcon name="copy" className="size-4" />
              {t('member.copy')}
            </button>
          </div>
          <div className="card p-3 flex items-center gap-3">
            <div className="flex-1 min-w-0 text-xs text-muted break-all" data-testid="invite-link">{referral.link}</div>
            <button type="button" className="btn-ghost h-9 px-3 text-sm gap-1.5 shrink-0" onClick={() => void copy(referral.link)}>
              <MemberIcon name="copy" className="size-4" />
              {t('member.copyLink')}
            </button>
          </div>
          {typeof navigator.share === 'function' && (
            <button type="button" className="btn-primary w-full h-11 gap-2" onClick={share}>
              <MemberIcon name="share" className="size-4" />
              {t('member.share')}
            </button>
          )}
        </div>
      )}
    </BottomSheet>
  );
}
