/**
 * §2 member home `/m/member/home`: the new member-centre template when the
 * settings' mobileTemplate.mem_cen is '1', else the base one (§4). Both show
 * the member, the balance card and the operator-editable `member-home` layout
 * (quick actions, then the member menu); the new one adds the VIP progress.
 * Visitors go to /m/login.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getRank, type RankProgress } from '../../api/member/get-rank';
import { roleOf, useSession } from '../../state/session';
import { useMember } from '../../state/member';
import { useSettings } from '../../state/settings';
import { avatarLetter } from '../shell/header';
import { BalanceCard } from '../member/balance-card';
import { loadMemberInfo } from '../member/member-data';
import { MemberIcon } from '../member/member-icon';
import { MenuHost } from '../member/menu-host';
import { menuGrid } from '../member/menu-layout';
import { VipProgress } from '../member/vip-progress';
import { VerificationRow } from '../member/verification-status';
import { ShellLayout } from '../../runtime/renderer';
import { flagsOn } from '../../state/settings';
import { arriving } from '../../lib/arriving';

/** §4 templates: the new member centre when mobileTemplate.mem_cen is '1'. */
export function memberTemplate(memCen: string | undefined): 'new' | 'base' {
  return memCen === '1' ? 'new' : 'base';
}

export function MemberHomeScreen() {
  return <MemberHome />;
}

function MemberHome() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const s = useSession();
  const m = useMember();
  const role = roleOf(s);
  const vipOn = flagsOn(settings).has('VIPBENEFIT');
  const template = memberTemplate(settings?.mobileTemplate.mem_cen);
  const [rank, setRank] = useState<RankProgress | null>(null);
  // Identity verification is for real accounts: not a trial player, nor the console's visitor preview.
  const verifiable = role !== 'trial' && role !== 'visitor';

  useEffect(() => {
    void loadMemberInfo();
    // §6 no rank for trial players; a visitor only gets here in the console's preview.
    if (role === 'trial' || role === 'visitor') return;
    const ac = new AbortController();
    getRank(ac.signal).then(arriving(setRank), () => undefined);
    return () => ac.abort();
  }, [role, s.token]);

  const name = m.info?.nickname || m.info?.account || s.userName || '';
  const account = m.info?.account ?? s.userName ?? '';
  const avatar = (
    <span className="relative grid place-items-center size-14 shrink-0 rounded-full bg-gradient-to-br from-accent to-brand text-bg text-xl font-black overflow-hidden ring-2 ring-brand/40">
      {m.info?.avatarUrl ? <img src={m.info.avatarUrl} alt="" className="size-full object-cover" /> : avatarLetter(m.info?.nickname, account)}
    </span>
  );

  if (template === 'base') {
    return (
      <div className="px-4 py-4 space-y-4" data-testid="member-home" data-template="base">
        <div className="flex items-center gap-3">
          {avatar}
          <div className="min-w-0">
            <div className="font-bold truncate" data-testid="member-name">{name}</div>
            <div className="text-xs text-muted truncate">{role === 'trial' ? t('member.trialAccount') : `@${account}`}</div>
          </div>
        </div>
        <BalanceCard compact />
        {verifiable && <VerificationRow />}
        <MemberMenu />
      </div>
    );
  }

  return (
    <div className="px-4 py-4 space-y-4" data-testid="member-home" data-template="new">
      <section className="card p-4 space-y-4 bg-[radial-gradient(120%_120%_at_100%_0%,color-mix(in_oklab,var(--color-accent)_30%,transparent),transparent_60%)]">
        <div className="flex items-center gap-3">
          {avatar}
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <span className="font-bold text-lg truncate" data-testid="member-name">{name}</span>
              {m.info?.vipLabel && role !== 'trial' && <span className="badge bg-gradient-to-r from-amber-500 to-brand !text-brand-ink shrink-0">{m.info.vipLabel}</span>}
            </div>
            <div className="text-xs text-muted truncate">{role === 'trial' ? t('member.trialAccount') : `@${account}`}</div>
          </div>
          <Link to="/set" aria-label={t('routes.settings')} className="grid place-items-center size-9 rounded-full bg-bg/40 text-muted">
            <MemberIcon name="cog" className="size-5" />
          </Link>
        </div>
        {rank && vipOn && (
          <Link to="/member/benefits" className="block rounded-xl bg-bg/40 p-3">
            <VipProgress rank={rank} label={m.info?.vipLabel} />
            <div className="mt-2 flex items-center justify-end gap-1 text-xs font-semibold text-brand">
              {t('member.viewBenefits')}
              <MemberIcon name="chevron-right" className="size-3.5 rtl:rotate-180" />
            </div>
          </Link>
        )}
      </section>
      <BalanceCard />
      {verifiable && <VerificationRow />}
      <MemberMenu />
    </div>
  );
}

/** The `member-home` layout: quick actions as tiles, then the member menu. */
function MemberMenu() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('routes.memberHome')} data-testid="member-menu">
      <ShellLayout screen="member-home" className={menuGrid(4)} />
      <MenuHost />
    </nav>
  );
}
