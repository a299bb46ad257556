import type { Linkage } from '../../schemas/content.schema';
import type { WidgetAction } from '../define-widget';

/** Turns a banner's or announcement's linkage into the action the runtime performs. */
export function linkageAction(linkage: Linkage): WidgetAction | null {
  const target = linkage.target ?? '';
  switch (linkage.type) {
    case 'route':
      return target.startsWith('/m/') ? { type: 'navigate', to: target } : null;
    case 'url':
      return /^https?:\/\//.test(target) ? { type: 'openUrl', url: target } : null;
    case 'promotion':
      return { type: 'navigate', to: `/m/activity?id=${encodeURIComponent(target)}` };
    case 'game': {
      const [gameType, nodeId] = target.split(':');
      return gameType && nodeId ? { type: 'launchGame', gameType, nodeId } : null;
    }
    default:
      return null;
  }
}
