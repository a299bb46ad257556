import { useEffect, useState } from 'react';

/** §4/§9: the SMS countdown is polled every 500 ms. */
const SMS_POLL_MS = 500;

/** Whole seconds left until `expirationTime` (ms timestamp), or 0. */
function secondsLeft(expirationTime: number | null, now: number): number {
  return expirationTime ? Math.max(0, Math.ceil((expirationTime - now) / 1000)) : 0;
}

/** §4 SMS code button: idle, then a countdown until the expiration time, then idle again. */
export function useSmsCountdown(expirationTime: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expirationTime) return;
    setNow(Date.now());
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= expirationTime) clearInterval(id);
    }, SMS_POLL_MS);
    return () => clearInterval(id);
  }, [expirationTime]);
  return secondsLeft(expirationTime, now);
}
