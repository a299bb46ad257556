import { useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '../../lib/constants';

/**
 * §8 SMS request feedback: "sending" while the code is being sent (the button cannot be pressed
 * twice), then a success message for 1.5 s. `send` runs the request and answers whether it
 * succeeded; its failures are the caller's to show.
 */
export function useSmsSend() {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = async (request: () => Promise<unknown>): Promise<boolean> => {
    if (state === 'sending') return false;
    clearTimeout(timer.current);
    setState('sending');
    try {
      await request();
      setState('sent');
      timer.current = setTimeout(() => setState('idle'), TOAST_MS.tiny);
      return true;
    } catch {
      setState('idle');
      return false;
    }
  };
  return { sending: state === 'sending', sent: state === 'sent', send };
}
