/** §2/§3 agent contracts: the three kinds, their routes and the check flag of each. */
import type { ContractFlags } from '../../api/member/check-contracts';
import type { ContractKind } from '../../api/member/get-contracts';
import { formatCount } from '../../../widgets/shared/format';

export interface ContractDef {
  kind: ContractKind;
  /** Route inside /m (§2). */
  to: string;
  /** Route title translation key. */
  titleKey: string;
  /** §3 contract flag that says one is waiting. */
  flag: keyof ContractFlags;
}

export const CONTRACTS: readonly ContractDef[] = [
  { kind: 'salary', to: '/member/agent/getSalaryContract', titleKey: 'routes.salaryContract', flag: 'dailysalreqtype' },
  { kind: 'dividend', to: '/member/agent/getDevidendContract', titleKey: 'routes.dividendContract', flag: 'divtypecompperiodreq' },
  { kind: 'hourly', to: '/member/agent/getHourContract', titleKey: 'routes.hourContract', flag: 'contracthoursalreq' },
];

/** The contract kind a route path opens. */
export function contractOfPath(path: string): ContractDef | undefined {
  const p = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return CONTRACTS.find((c) => c.to === p);
}

/** The contracts the flags say are waiting, in §2 order. */
export function pendingContracts(flags: ContractFlags | null | undefined): ContractDef[] {
  return flags ? CONTRACTS.filter((c) => flags[c.flag]) : [];
}

/**
 * How a contract term shows: rates are percentages, amounts money, counts
 * whole numbers; anything else as given.
 */
export function termValue(key: string, value: unknown, money: (n: number) => string): string {
  if (typeof value !== 'number') return String(value);
  if (/rate$/i.test(key)) return `${value}%`;
  if (/(amount|bets|turnover|salary|deposit)$/i.test(key)) return money(value);
  // Written in English digits as Intl would, without loading the browser's number data for it.
  return formatCount(value, 'EN');
}
