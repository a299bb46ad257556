/**
 * The social block of the login screen (§2, §4): a button
 * per provider the server offers (configured, and its LINELOGIN3 /
 * FACEBOOKLOGIN3 / GOOGLELOGIN3 flag on). A tap leaves for the provider through
 * the server, which comes back to /m/login?social=<one-time code>. Nothing
 * shows when no provider is offered or the list cannot be read.
 *
 * The tab keeps a random binding secret from the start to the exchange: the
 * server honours the one-time code only with it, so a sign-in started in
 * another browser cannot finish in this one (login CSRF) — no cookie needed.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSocialProviders, socialStartUrl } from '../../api/auth/get-social-providers';
import type { SocialProvidersValue } from '../../../schemas/responsible.schema';
import { readJson, writeJson } from '../../state/storage';
import { registerMethod } from './register-method';

const BINDING_KEY = 'SOCIAL_BINDING';

/** A fresh binding secret (256 random bits, base64url), kept for this tab. */
function newSocialBinding(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  writeJson(BINDING_KEY, secret, 'session');
  return secret;
}

/** The tab's binding secret, forgotten as it is read (a one-time code is spent once). */
export function takeSocialBinding(): string {
  const secret = readJson<string>(BINDING_KEY, 'session') ?? '';
  writeJson(BINDING_KEY, null, 'session');
  return secret;
}

type Provider = SocialProvidersValue['providers'][number];

const STYLE: Record<string, string> = {
  line: 'bg-[#06c755] text-white border-transparent',
  facebook: 'bg-[#1877f2] text-white border-transparent',
  google: 'bg-white text-[#1f1f1f] border-transparent',
};

/** Brand marks, filled, on a 24-px box. */
function ProviderMark({ id }: { id: string }) {
  if (id === 'google') {
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1Z" />
        <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1a6.4 6.4 0 0 1-6-4.4H2.3v2.9A11 11 0 0 0 12 23Z" />
        <path fill="#FBBC05" d="M6 14.2a6.6 6.6 0 0 1 0-4.3V7H2.3a11 11 0 0 0 0 10l3.7-2.8Z" />
        <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.3 7l3.7 2.9a6.4 6.4 0 0 1 6-4.5Z" />
      </svg>
    );
  }
  const d =
    id === 'line'
      ? 'M12 3C6.5 3 2 6.6 2 11c0 4 3.6 7.3 8.4 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.4 5.9-3.5 8-6 1.5-1.6 2.2-3.2 2.2-4.9C22 6.6 17.5 3 12 3Zm-5 10.7H5.1c-.3 0-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.4H7c.3 0 .5.2.5.5s-.2.5-.5.5Zm2-.5c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.9Zm4.7 0c0 .2-.1.4-.3.5h-.2c-.2 0-.3-.1-.4-.2l-2-2.7v2.4c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9.3c0-.2.1-.4.3-.5h.2c.2 0 .3.1.4.2l2 2.7V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.9Zm3.2-2.5c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4c.3 0 .5.2.5.5s-.2.5-.5.5H15c-.3 0-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5h1.9c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4Z'
      : 'M13.5 21v-7.7h2.6l.4-3h-3V8.4c0-.9.3-1.5 1.5-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z';
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export function SocialSignIn({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<Provider[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    getSocialProviders(ac.signal).then((v) => setProviders(v.providers), () => setProviders([]));
    return () => ac.abort();
  }, []);

  if (!providers.length) return null;
  return (
    <section className="mt-6" aria-labelledby="social-title" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        <h3 id="social-title">{t('login.orWith')}</h3>
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="mt-3 grid gap-2">
        {providers.map((p) => (
          <button
            key={p.id}
            type="button"
            disabled={disabled || leaving !== null}
            aria-busy={leaving === p.id || undefined}
            onClick={() => {
              setLeaving(p.id);
              window.location.assign(socialStartUrl(p.id, registerMethod(), newSocialBinding()));
            }}
            className={`flex items-center justify-center gap-2 h-11 rounded-full border text-sm font-semibold disabled:opacity-60 ${STYLE[p.id] ?? 'bg-surface border-line'}`}
          >
            <ProviderMark id={p.id} />
            {t('login.continueWith', { provider: p.name })}
          </button>
        ))}
      </div>
    </section>
  );
}
