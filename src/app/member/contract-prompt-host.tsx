/**
 * Mounts the §6 contract prompt for a signed-in agent whose type is not in
 * 4, 40, 41, 42 and who has not answered it this session. Tiny on purpose:
 * the prompt itself is a lazy chunk players never download.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { contractEligible } from '../../lib/member';
import { roleOf, useSession } from '../../state/session';
import { contractPromptPending, useContractPrompt } from './contract-prompt-state';

const ContractPrompt = lazy(() => import('./contract-prompt').then((m) => ({ default: m.ContractPrompt })));

export function ContractPromptHost() {
  const s = useSession();
  useContractPrompt();
  const { pathname } = useLocation();
  if (roleOf(s) !== 'agent' || !contractEligible(s.type) || !contractPromptPending(s.token)) return null;
  // Not over the contract screens themselves.
  if (pathname.startsWith('/member/agent/')) return null;
  return (
    <Suspense fallback={null}>
      <ContractPrompt key={s.token} />
    </Suspense>
  );
}
