import { request } from '../client';
import type { TeamKpi } from '../../../schemas/member.schema';

/** §7 team KPI of an agent. Amounts in the site currency. */
export type TeamKpis = TeamKpi;

export function getTeam(signal?: AbortSignal): Promise<TeamKpis> {
  return request<TeamKpis>('/api/member/team', { signal });
}
