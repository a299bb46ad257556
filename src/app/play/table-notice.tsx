/**
 * Why the table refused a bet, in the player's language: responsible
 * gaming's reasons (a time-out or self-exclusion, a loss limit, the
 * session-time limit) with their figures and a way to the limits, or any
 * other refusal's message.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { formatWhen } from '../../lib/responsible';
import { useSettings } from '../../state/settings';

export interface Refusal {
  code: string;
  value?: unknown;
}

const RESPONSIBLE_CODES = ['play.excluded', 'play.limit.loss', 'play.limit.session'] as const;
const isResponsibleRefusal = (code: string) => (RESPONSIBLE_CODES as readonly string[]).includes(code);

const LOSS_LABEL: Record<string, string> = { daily: 'responsible.lossDaily', weekly: 'responsible.lossWeekly', monthly: 'responsible.lossMonthly' };

export function TableNotice({ refusal, money }: { refusal: Refusal; money: (n: number) => string }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const bcp47 = languageByCode(language)?.bcp47 ?? 'en';
  const v = (refusal.value ?? {}) as { until?: string; period?: string; remaining?: number; limitMinutes?: number };
  if (!isResponsibleRefusal(refusal.code)) {
    return <p role="alert" className="text-sm text-danger" data-testid="play-message">{t(errorMessageKey(refusal.code))}</p>;
  }
  const detail =
    refusal.code === 'play.excluded' && v.until
      ? t('play.breakUntil', { date: formatWhen(v.until, bcp47) })
      : refusal.code === 'play.limit.loss' && typeof v.remaining === 'number'
        ? t('play.lossLeft', { limit: t(LOSS_LABEL[v.period ?? 'daily'] ?? 'responsible.lossDaily'), amount: money(v.remaining) })
        : refusal.code === 'play.limit.session' && v.until
          ? t('play.playAgainFrom', { date: formatWhen(v.until, bcp47) })
          : null;
  return (
    <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm space-y-1" data-testid="table-refusal">
      <p className="font-semibold">{t(errorMessageKey(refusal.code))}</p>
      {detail && <p className="text-muted">{detail}</p>}
      {refusal.code !== 'play.excluded' && (
        <Link to="/member/responsible" className="inline-block text-brand underline underline-offset-2">{t('responsible.setLimits')}</Link>
      )}
    </div>
  );
}
