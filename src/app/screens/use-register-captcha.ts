/**
 * The register form's captcha: fetched when the settings ask for one, and
 * fetched anew on request (a tap on the image, or a refused answer).
 */
import { useEffect, useState } from 'react';
import { getCaptcha } from '../../api/auth/login';

/** §5: a new captcha image clears the answer typed for the old one (`clearAnswer`); a failed fetch calls `failed`. */
export function useRegisterCaptcha(wanted: boolean, clearAnswer: () => void, failed: () => void) {
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);
  const refreshCaptcha = () => {
    clearAnswer();
    getCaptcha().then(setCaptcha, failed);
  };
  useEffect(() => {
    if (wanted) refreshCaptcha();
    // A new image when the settings start asking for one, not for each render's new callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return { captcha, refreshCaptcha };
}
