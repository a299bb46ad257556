import { LayoutScreen } from '../../runtime/renderer';

/**
 * §2 events (/m/event): composed from the published `event` layout (layouts/event.json ships the
 * m_event1 banner, then the m_event image list); operators change it in the console.
 */
export function EventScreen() {
  return <LayoutScreen screen="event" />;
}
