/**
 * §2 agent centre `/m/agent/home` (§6: agents only; visitors go to the agent
 * login /m/agent): the team KPIs of §7, the agent's contracts with the ones
 * waiting marked, and the invitation code that brings players into the team.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { checkContracts, type ContractFlags } from '../../api/member/check-contracts';
import { getTeam, type TeamKpis } from '../../api/member/get-team';
import { useSession } from '../../state/session';
import { useMember } from '../../state/member';
import { useSettings } from '../../state/settings';
import { formatBalance, formatCount } from '../../../widgets/shared/format';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { BalanceCard } from '../member/balance-card';
import { CONTRACTS } from '../member/contracts';
import { InviteSheet } from '../member/invite-sheet';
import { loadMemberInfo } from '../member/member-data';
import { MemberIcon, type MemberIconName } from '../member/member-icon';
import { arriving } from '../../lib/arriving';

export function AgentHomeScreen() {
  return <AgentHome />;
}

function AgentHome() {
  const { t } = useTranslation();
  const s = useSession();
  const m = useMember();
  const { settings, language } = useSettings();
  const [team, setTeam] = useState<TeamKpis | null>(null);
  const [failed, setFailed] = useState(false);
  const [flags, setFlags] = useState<ContractFlags | null>(null);
  const [inviting, setInviting] = useState(false);
  const load = () => {
    setFailed(false);
    getTeam().then(arriving(setTeam), () => setFailed(true));
  };
  useEffect(() => {
    load();
    void loadMemberInfo();
    const ac = new AbortController();
    checkContracts(ac.signal).then(setFlags, () => undefined);
    return () => ac.abort();
  }, []);

  const symbol = settings?.currency.symbol ?? '';
  const money = (n: number) => formatBalance(n, symbol, language);
  const count = (n: number) => formatCount(n, language);
  const kpis: { key: string; icon: MemberIconName; value: (k: TeamKpis) => string; id: string }[] = [
    { id: 'members', key: 'agent.kpi.teamMembers', icon: 'users', value: (k) => count(k.teamMembers) },
    { id: 'new', key: 'agent.kpi.newMembers', icon: 'user', value: (k) => count(k.newMembers30d) },
    { id: 'active', key: 'agent.kpi.activeMembers', icon: 'flame', value: (k) => count(k.activeMembers30d) },
    { id: 'bets', key: 'agent.kpi.teamBets', icon: 'chart', value: (k) => money(k.teamBets30d) },
    { id: 'net', key: 'agent.kpi.teamNet', icon: 'percent', value: (k) => money(k.teamNet30d) },
    { id: 'balance', key: 'agent.kpi.teamBalance', icon: 'wallet', value: (k) => money(k.teamBalance) },
  ];

  return (
    <div className="px-4 py-4 space-y-4" data-testid="agent-home">
      <section className="card p-4 flex items-center gap-3">
        <span className="grid place-items-center size-12 rounded-xl bg-gradient-to-br from-accent to-brand text-bg">
          <MemberIcon name="briefcase" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="font-bold truncate">{m.info?.nickname || s.userName}</div>
          <div className="text-xs text-muted">{t('agent.role')}</div>
        </div>
        {settings?.whitelabel.REFERRAL && (
          <button type="button" onClick={() => setInviting(true)} aria-label={t('member.invite')} className="grid place-items-center size-10 shrink-0 rounded-full bg-brand/15 text-brand">
            <MemberIcon name="share" className="size-5" />
          </button>
        )}
      </section>
      <BalanceCard compact />
      <section aria-labelledby="team-kpis">
        <div className="flex items-baseline justify-between mb-2">
          <h2 id="team-kpis" className="font-bold">{t('agent.team')}</h2>
          <span className="text-xs text-muted">{t('member.lastDays', { n: 30 })}</span>
        </div>
        {failed ? (
          <RetryBox onRetry={load} className="w-full" />
        ) : !team ? (
          <div className="skeleton h-48" aria-busy="true" />
        ) : (
          <dl className="grid grid-cols-2 gap-2" data-testid="team-kpis">
            {kpis.map((k) => (
              <div key={k.id} className="card p-3" data-kpi={k.id}>
                <dt className="flex items-center gap-1.5 text-[11px] text-muted">
                  <MemberIcon name={k.icon} className="size-3.5 text-brand" />
                  {t(k.key)}
                </dt>
                <dd className="mt-1 text-lg font-black tabular-nums truncate">{k.value(team)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="agent-contracts">
        <h2 id="agent-contracts" className="font-bold mb-2">{t('agent.contracts')}</h2>
        <ul className="card divide-y divide-line/70 overflow-hidden">
          {CONTRACTS.map((c) => (
            <li key={c.kind}>
              <Link to={c.to} className="flex items-center gap-3 px-4 h-12 text-sm">
                <MemberIcon name="contract" className="size-5 text-brand/90" />
                <span className="flex-1">{t(c.titleKey)}</span>
                {flags?.[c.flag] && <span className="rounded-full bg-brand/15 text-brand px-2 py-0.5 text-[10px] font-bold" data-testid={`contract-waiting-${c.kind}`}>{t('agent.pending')}</span>}
                <Icon name="chevron-right" className="size-4 text-muted rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Link to="/member/home" className="btn-ghost w-full h-11 gap-2">
        <MemberIcon name="user" className="size-4" />
        {t('routes.memberHome')}
      </Link>
      <InviteSheet open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
