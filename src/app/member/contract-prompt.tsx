/**
 * §6 contract prompt on sign-in: asks the contract check (§7: token; three
 * flags) and, when a daily salary, dividend or hourly salary contract waits,
 * offers to open it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkContracts } from '../../api/member/check-contracts';
import { pendingContracts, type ContractDef } from './contracts';
import { contractPromptDone } from './contract-prompt-state';
import { MemberIcon } from './member-icon';
import { ModalFrame } from '../shell/modal-frame';

export function ContractPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<ContractDef[] | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    checkContracts(ac.signal).then(
      (flags) => {
        const list = pendingContracts(flags);
        if (!list.length) contractPromptDone();
        setWaiting(list);
      },
      () => undefined,
    );
    return () => ac.abort();
  }, []);
  const open = !!waiting?.length;
  if (!open) return null;
  const go = (c: ContractDef) => {
    contractPromptDone();
    navigate(c.to);
  };
  return (
    <ModalFrame>
      <div role="dialog" aria-modal="true" aria-labelledby="contract-prompt-title" className="relative w-full max-w-[340px] card p-5 animate-[fade_.2s]" data-testid="contract-prompt">
        <span className="mx-auto grid place-items-center size-12 rounded-2xl bg-brand/15 text-brand">
          <MemberIcon name="contract" className="size-6" />
        </span>
        <h2 id="contract-prompt-title" className="mt-3 text-center font-bold">{t('agent.promptTitle')}</h2>
        <p className="mt-1 text-center text-sm text-muted">{t('agent.promptText')}</p>
        <ul className="mt-4 space-y-2">
          {waiting.map((c) => (
            <li key={c.kind}>
              <button type="button" onClick={() => go(c)} className="flex w-full items-center gap-3 rounded-xl bg-surface-2 px-3 h-12 text-sm font-semibold text-start">
                <MemberIcon name="contract" className="size-5 text-brand" />
                <span className="flex-1">{t(c.titleKey)}</span>
                <MemberIcon name="chevron-right" className="size-4 text-muted rtl:rotate-180" />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={contractPromptDone} className="btn-ghost mt-4 w-full h-10 text-sm">{t('agent.later')}</button>
      </div>
    </ModalFrame>
  );
}
