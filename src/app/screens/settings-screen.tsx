/**
 * §2 settings `/m/set`: language, avatar (§7 head icon), change password, feedback to the
 * operator (§5/§7, read in the console), and sign out. A visitor gets the language only; a trial player cannot change the
 * avatar or the password (§6).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/client';
import { getAvatar } from '../../api/member/get-avatar';
import { sendFeedback } from '../../api/member/send-feedback';
import { setAvatar } from '../../api/member/set-avatar';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { setMemberAvatar, useMember } from '../../state/member';
import { roleOf, useSession } from '../../state/session';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { Icon } from '../../../widgets/shared/icon';
import { LanguageList } from '../member/language-list';
import { LogoutDialog } from '../member/logout-dialog';
import { loadMemberInfo } from '../member/member-data';
import { MemberIcon } from '../member/member-icon';
import { avatarLetter } from '../shell/header';
import { languageLabel } from '../../lib/language-labels';
import { arriving } from '../../lib/arriving';

export function SettingsScreen() {
  const { t } = useTranslation();
  const s = useSession();
  const m = useMember();
  const { language } = useSettings();
  const role = roleOf(s);
  const [choices, setChoices] = useState<string[]>([]);
  const [saving, setSaving] = useState<string | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const current = languageByCode(language);
  const label = current && languageLabel(current.code);

  useEffect(() => {
    if (role === 'visitor') return;
    void loadMemberInfo();
    const ac = new AbortController();
    getAvatar(ac.signal).then(arriving((a) => setChoices(a.choices)), () => undefined);
    return () => ac.abort();
  }, [role, s.token]);

  const pick = async (url: string) => {
    if (role === 'trial') return toast('errors.auth.trialRefused', 'normal');
    setSaving(url);
    try {
      const { avatarUrl } = await setAvatar(url);
      setMemberAvatar(avatarUrl);
      toast('member.changesSaved', 'tiny');
    } catch (e) {
      toast(errorMessageKey((e as ApiError).errorCode), 'normal');
    } finally {
      setSaving(null);
    }
  };

  const row = 'flex w-full items-center gap-3 px-4 h-12 text-sm text-start';
  return (
    <div className="px-4 py-4 space-y-4" data-testid="settings-screen">
      {role !== 'visitor' && (
        <section className="card p-4" aria-labelledby="set-avatar">
          <div className="flex items-center gap-3">
            <span className="grid place-items-center size-14 rounded-full bg-gradient-to-br from-accent to-brand text-bg text-xl font-black overflow-hidden" data-testid="current-avatar">
              {m.info?.avatarUrl ? <img src={m.info.avatarUrl} alt="" className="size-full object-cover" /> : avatarLetter(m.info?.nickname, m.info?.account ?? s.userName)}
            </span>
            <div className="min-w-0">
              <div className="font-bold truncate">{m.info?.nickname || s.userName}</div>
              <div className="text-xs text-muted truncate">@{m.info?.account ?? s.userName}</div>
            </div>
          </div>
          <h2 id="set-avatar" className="mt-4 mb-2 text-xs font-semibold text-muted uppercase tracking-wide">{t('member.avatar')}</h2>
          <ul className="grid grid-cols-4 gap-2" aria-label={t('member.avatar')}>
            {choices.map((url) => {
              const chosen = m.info?.avatarUrl === url;
              return (
                <li key={url}>
                  <button
                    type="button"
                    onClick={() => void pick(url)}
                    disabled={saving !== null}
                    aria-pressed={chosen}
                    aria-label={t('member.chooseAvatar')}
                    className={`relative block w-full aspect-square rounded-full overflow-hidden border-2 ${chosen ? 'border-brand' : 'border-transparent'} ${saving === url ? 'opacity-60' : ''}`}
                  >
                    <img src={url} alt="" className="size-full object-cover" loading="lazy" />
                    {chosen && (
                      <span className="absolute bottom-0 end-0 grid place-items-center size-5 rounded-full bg-brand text-brand-ink">
                        <MemberIcon name="check" className="size-3.5" />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section className="card overflow-hidden" aria-labelledby="set-language">
        <div className="flex items-center gap-3 px-4 h-12 text-sm">
          <MemberIcon name="globe" className="size-5 text-brand/90" />
          <h2 id="set-language" className="flex-1">{t('member.language')}</h2>
          <span className="text-xs text-muted">{label ? `${label.flag} ${label.name}` : language}</span>
        </div>
        <div className="px-3 pb-3">
          <LanguageList />
        </div>
      </section>

      {role === 'visitor' ? (
        <Link to="/login" className="btn-primary w-full h-12">{t('auth.login')}</Link>
      ) : (
        <section className="card divide-y divide-line/70 overflow-hidden">
          {role !== 'trial' && (
            <Link to="/changePsw" className={row}>
              <MemberIcon name="lock" className="size-5 text-brand/90" />
              <span className="flex-1">{t('routes.changePsw')}</span>
              <Icon name="chevron-right" className="size-4 text-muted rtl:rotate-180" />
            </Link>
          )}
          {role !== 'trial' && (
            <Link to="/member/responsible" className={row}>
              <MemberIcon name="shield" className="size-5 text-brand/90" />
              <span className="flex-1">{t('routes.responsible')}</span>
              <Icon name="chevron-right" className="size-4 text-muted rtl:rotate-180" />
            </Link>
          )}
          {role !== 'trial' && <FeedbackForm />}
          <button type="button" onClick={() => setLogoutOpen(true)} className={`${row} text-danger`}>
            <MemberIcon name="logout" className="size-5" />
            <span className="flex-1">{t('logout.signOut')}</span>
          </button>
        </section>
      )}
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}

/** §5/§7 feedback: a message of FEEDBACK_MIN_LENGTH to FEEDBACK_MAX_LENGTH characters, which operators read in the console. */
function FeedbackForm() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const content = text.trim();
    if (content.length < FEEDBACK_MIN_LENGTH) return setError(t('member.feedback.tooShort', { min: FEEDBACK_MIN_LENGTH }));
    setBusy(true);
    setError(null);
    try {
      await sendFeedback(content);
      setText('');
      toast('member.feedback.sent', 'normal');
    } catch (err) {
      setError(t(errorMessageKey((err as ApiError).errorCode)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="p-4 space-y-2" data-testid="feedback-form">
      <label htmlFor="set-feedback" className="flex items-center gap-3 text-sm">
        <MemberIcon name="chat" className="size-5 text-brand/90" />
        <span className="flex-1">{t('member.feedback.title')}</span>
      </label>
      <textarea
        id="set-feedback"
        value={text}
        maxLength={FEEDBACK_MAX_LENGTH}
        rows={3}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        placeholder={t('member.feedback.placeholder')}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? 'set-feedback-error' : undefined}
        className="w-full rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm"
      />
      {error && <p id="set-feedback-error" role="alert" className="text-sm text-danger">{error}</p>}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="btn-primary w-full h-10 disabled:opacity-60">
        {t('member.feedback.send')}
      </button>
    </form>
  );
}
