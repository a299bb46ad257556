/**
 * The captcha a code request may need: once a number or a client has asked for SMS codes
 * often, POST /api/auth/sms answers `auth.captcha.required` (or `.invalid`) with value.captcha.
 * The forms that send codes (SMS login, mobile registration, forgot by mobile) then show the
 * picture beside the code field; the next request carries the answer. One picture allows one
 * try, so every refusal brings a new one, and a sent code hides it again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha, sendSms } from '../../api/auth/login';
import type { ApiError } from '../../api/client';
import { errorMessageKey } from '../../lib/errors';

type Challenge = { captchaId: string; image: string };
type SmsRequest = Parameters<typeof sendSms>[0];

/** Whether a refusal asks for the captcha. */
const asksForCaptcha = (e: unknown) => !!((e as ApiError | undefined)?.value as { captcha?: boolean } | undefined)?.captcha;

export function useSmsCaptcha() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [answer, setAnswer] = useState('');
  const refresh = () => {
    setAnswer('');
    getCaptcha().then(setChallenge, () => setChallenge(null));
  };
  return {
    challenge,
    answer,
    setAnswer: (v: string) => setAnswer(v.replace(/\D/g, '').slice(0, 6)),
    refresh,
    /** Whether the picture shows and has no answer yet (the form says so instead of sending). */
    unanswered: !!challenge && !answer,
    /**
     * Sends the code request with the answer when a picture shows. A refusal that asks for the
     * captcha brings a (new) picture; a sent code hides it. The refusal is thrown on either way.
     */
    async send(body: SmsRequest) {
      try {
        const sent = await sendSms({ ...body, ...(challenge ? { captchaId: challenge.captchaId, captcha: answer } : {}) });
        setChallenge(null);
        setAnswer('');
        return sent;
      } catch (e) {
        if (asksForCaptcha(e) || challenge) refresh();
        throw e;
      }
    },
  };
}

/**
 * Sends a code request through the captcha for one of the forms: the code's expiry on success;
 * on a refusal, the expiry of the code already out (`sms.wait`, so the countdown resumes) and the
 * refusal's message key. The refusal is thrown on so the caller does not announce a sent code.
 */
export async function sendSmsCode(
  captcha: ReturnType<typeof useSmsCaptcha>,
  body: SmsRequest,
  on: { until: (expirationTime: number) => void; error: (messageKey: string) => void },
) {
  try {
    on.until((await captcha.send(body)).expirationTime);
  } catch (e) {
    const err = e as ApiError;
    const until = (err.value as { expirationTime?: number } | undefined)?.expirationTime;
    if (err.errorCode === 'sms.wait' && until) on.until(until);
    on.error(errorMessageKey(err.errorCode));
    throw e;
  }
}

/** The picture and its answer field, shown while a code request needs them. */
export function SmsCaptchaField({ captcha, inputClassName }: { captcha: ReturnType<typeof useSmsCaptcha>; inputClassName: string }) {
  const { t } = useTranslation();
  if (!captcha.challenge) return null;
  return (
    <div className="flex gap-2" data-testid="sms-captcha">
      <input className={inputClassName} value={captcha.answer} onChange={(e) => captcha.setAnswer(e.target.value)} placeholder={t('login.captcha')} aria-label={t('login.captcha')} inputMode="numeric" autoComplete="off" />
      <button type="button" onClick={captcha.refresh} aria-label={t('login.captchaRefresh')} className="shrink-0 rounded-xl overflow-hidden border border-line">
        <img src={captcha.challenge.image} alt="" width={120} height={44} />
      </button>
    </div>
  );
}
