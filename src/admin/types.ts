/** Shapes of the admin API's answers the console reads. */
import type { BlockIssue } from '../runtime/check-layout';

import { OPERATOR_ROLE_NAMES, operatorCan, type OperatorRoleName } from '../../schemas/admin-content.schema';

export type OperatorRole = OperatorRoleName;
export const OPERATOR_ROLES: readonly OperatorRole[] = OPERATOR_ROLE_NAMES;
/** Ranked content roles, and cashier apart (wallet decisions): see operatorCan. */
export const roleAtLeast = (role: OperatorRole | undefined, min: OperatorRole) => operatorCan(role, min);

export interface ScreenSummary {
  screen: string;
  publishedVersion: number | null;
  liveAt: string | null;
  draftRevision: number;
  draftUpdatedAt: string | null;
  draftUpdatedBy: string | null;
  scheduled: { version: number; publishAt: string }[];
}

/** A layout as the editor holds it: possibly invalid while being edited. */
export interface DraftBlock {
  id: string;
  widget: string;
  props?: Record<string, unknown>;
  source?: { name: string; params?: Record<string, unknown> };
  when?: Record<string, unknown>;
  hidden?: boolean;
}
export interface DraftLayout {
  $schema?: string;
  screen?: string;
  version: number;
  blocks: DraftBlock[];
}

export interface DraftInfo {
  layout: DraftLayout;
  revision: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface VersionInfo {
  version: number;
  status: 'published' | 'scheduled' | 'cancelled' | string;
  author: string;
  createdAt: string;
  publishAt: string | null;
  liveAt: string | null;
  live: boolean;
}

export interface ScreenDetail {
  screen: string;
  draft: DraftInfo;
  published: { version: number; layout: DraftLayout; liveAt: string } | null;
  versions: VersionInfo[];
}

export interface BudgetReport {
  available: boolean;
  jsBytes: number;
  maxJsBytes: number;
  requests: number;
  maxRequests: number;
  perBlock: { blockId: string; widget: string; js: number; requests: number }[];
  over: boolean;
}

export interface RuleIssue {
  ruleId: string;
  blockId?: string;
  message: string;
}

export interface ValidateReport {
  ok: boolean;
  errors: { layout?: string; blocks: BlockIssue[] };
  budget: BudgetReport;
  rules: RuleIssue[];
}

export interface DryRunRow {
  blockId: string;
  widget: string;
  source: string | null;
  role: string;
  language: string;
  visible: boolean;
  status: 'ok' | 'empty' | 'error' | 'skipped';
  count: number | null;
  message: string | null;
}

export interface AuditEntry {
  id: number;
  operator: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: string;
}
