import { request } from '../client';

/** §7 team KPI of an agent. Amounts in the site currency. */
export interface TeamKpis {
  teamMembers: number;
  teamBalance: number;
  newMembers30d: number;
  activeMembers30d: number;
  teamBets30d: number;
  teamWins30d: number;
  teamNet30d: number;
}

export function getTeam(signal?: AbortSignal): Promise<TeamKpis> {
  return request<TeamKpis>('/api/member/team', { signal });
}
