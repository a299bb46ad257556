import { LayoutScreen } from '../../runtime/renderer';

// The reward form shows the dates as the promotions list does.
export { promoDates } from '../../../widgets/shared/promotion';

/**
 * §2 promotions (/m/activity, and /m/activityDetail?id=): composed from the published
 * `promotions` layout (layouts/promotions.json ships the m_promotion banner strip, then the
 * PromotionList widget, whose `?id` opens a promotion's detail pop-up).
 */
export function ActivityScreen() {
  return <LayoutScreen screen="promotions" />;
}
