/**
 * §2 member pop-up: a bottom sheet opened by the header's member toggle. On top, the player —
 * nickname (else account), the VIP label and progress as a whole percent, and the way to the
 * VIP benefits; below, the operator-editable `member-sheet` layout (menu, game categories,
 * other, sign out). Choosing any item closes it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { widgetRuntimes } from '../../../widgets/runtime-registry';
import { MemberIcon } from '../../../widgets/shared/member-icon';
import { getRank, type RankProgress } from '../../api/member/get-rank';
import { ShellLayout } from '../../runtime/renderer';
import { useMember } from '../../state/member';
import { roleOf, useSession } from '../../state/session';
import { flagsOn, useSettings } from '../../state/settings';
import { loadMemberInfo } from '../member/member-data';
import { closeOnChoice, menuGrid } from '../member/menu-layout';
import { VipProgress } from '../member/vip-progress';
import { BottomSheet } from './bottom-sheet';
import { avatarLetter } from './header';
import { arriving } from '../../lib/arriving';

void widgetRuntimes.MenuEntry.load();

export default function MemberSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const s = useSession();
  const m = useMember();
  const { settings } = useSettings();
  const role = roleOf(s);
  const [rank, setRank] = useState<RankProgress | null>(null);
  useEffect(() => {
    if (!open || role === 'visitor') return;
    // The requests start in a task of their own, after the sheet's first frame is on its way: the
    // sheet's effects can run inside its opening task (see ShellLayout), and a fetch is not cheap.
    const ac = new AbortController();
    const timer = setTimeout(() => {
      void loadMemberInfo();
      if (role !== 'trial') getRank(ac.signal).then(arriving(setRank), () => undefined);
    });
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [open, role, s.token]);
  const name = m.info?.nickname || m.info?.account || s.userName || t('shell.welcome');
  const vipOn = flagsOn(settings).has('VIPBENEFIT');
  const benefits = () => {
    onClose();
    navigate('/member/benefits');
  };
  return (
    <BottomSheet title={t('routes.memberHome')} open={open} onClose={onClose}>
      <div className="space-y-3" data-testid="member-sheet">
        {role !== 'visitor' && (
          <section className="rounded-2xl p-3 bg-[radial-gradient(120%_140%_at_100%_0%,color-mix(in_oklab,var(--color-accent)_30%,transparent),transparent_60%)] bg-surface-2/60">
            <div className="flex items-center gap-3">
              <span className="grid place-items-center size-11 shrink-0 rounded-full bg-gradient-to-br from-accent to-brand text-bg text-lg font-black overflow-hidden" aria-hidden="true">
                {m.info?.avatarUrl ? <img src={m.info.avatarUrl} alt="" className="size-full object-cover" /> : avatarLetter(m.info?.nickname, m.info?.account ?? s.userName)}
              </span>
              <div className="min-w-0 flex-1">
                <div className="font-bold truncate" data-testid="member-sheet-name">{name}</div>
                <div className="text-xs text-muted truncate">{role === 'trial' ? t('member.trialAccount') : `@${m.info?.account ?? s.userName ?? ''}`}</div>
              </div>
              {rank && vipOn && (
                <button type="button" onClick={benefits} className="shrink-0 inline-flex items-center gap-1 h-8 px-3 rounded-full bg-brand/15 text-brand text-xs font-semibold">
                  {t('member.viewBenefits')}
                  <MemberIcon name="chevron-right" className="size-3.5 rtl:rotate-180" />
                </button>
              )}
            </div>
            {rank && <div className="mt-3"><VipProgress rank={rank} label={m.info?.vipLabel} /></div>}
          </section>
        )}
        <nav aria-label={t('routes.memberHome')} onClick={closeOnChoice(onClose)}>
          <ShellLayout screen="member-sheet" className={menuGrid(5)} />
        </nav>
      </div>
    </BottomSheet>
  );
}
