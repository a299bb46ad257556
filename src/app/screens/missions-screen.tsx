import { LayoutScreen } from '../../runtime/renderer';

/**
 * §6 missions (/m/missions, whitelabel MISSION): composed from the published `missions` layout
 * (layouts/missions.json ships the list of the promotions of the mission kind, with its skeleton
 * and empty state); operators change it in the console.
 */
export function MissionsScreen() {
  return <LayoutScreen screen="missions" />;
}
