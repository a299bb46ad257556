/** The console's shell: sign-in gate, navigation, pages. */
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { EditorPage } from './editor/editor-page';
import { AuditPage } from './pages/audit-page';
import { ContentPage } from './pages/content-page';
import { FeedbackPage, OutboxPage, ReviewsPage, VendorsPage } from './pages/ops-pages';
import { OperatorsPage } from './pages/operators-page';
import { SettingsPage } from './pages/settings-page';
import { roleAtLeast, type OperatorRole } from './types';
import { LayoutsPage } from './pages/layouts-page';
import { WalletOrdersPage } from './pages/wallet-page';
import { GamesPage } from './pages/games-page';
import { ExclusionsPage } from './pages/exclusions-page';
import { AccountPage } from './pages/account-page';
import { VerificationsPage } from './pages/verifications-page';
import { SignIn } from './pages/sign-in';
import { restoreOperator, signOutOperator, useOperator } from './session';
import { playerOrigin } from './player-origin';

const NAV = [
  { to: '/layouts', label: 'Layouts' },
  { to: '/content/announcements', label: 'Announcements' },
  { to: '/content/promotions', label: 'Promotions' },
  { to: '/content/help', label: 'Help' },
  { to: '/reviews', label: 'Rewards' },
  { to: '/verifications', label: 'Verifications' },
  { to: '/wallet', label: 'Wallet' },
  { to: '/exclusions', label: 'Exclusions' },
  { to: '/vendors', label: 'Vendors' },
  { to: '/games', label: 'Play' },
  { to: '/outbox', label: 'Outbox' },
  { to: '/feedback', label: 'Feedback' },
  { to: '/settings', label: 'Settings', min: 'admin' },
  { to: '/operators', label: 'Operators', min: 'admin' },
  { to: '/audit', label: 'Audit log' },
] as const satisfies readonly { to: string; label: string; min?: OperatorRole }[];

export function ConsoleApp() {
  const op = useOperator();
  useEffect(() => void restoreOperator(), []);
  if (!op.checked) return <div className="p-6 text-sm text-muted">Loading…</div>;
  if (!op.username) return <SignIn />;
  return (
    <BrowserRouter basename="/admin">
      <header className="flex h-12 items-center gap-4 border-b border-line bg-white px-4">
        <strong>Parlor console</strong>
        <nav className="flex gap-1">
          {NAV.filter((n) => !('min' in n) || roleAtLeast(op.role, n.min)).map((n) => (
            <NavLink key={n.to} to={n.to} className={({ isActive }) => `rounded px-2 py-1 text-sm no-underline ${isActive ? 'bg-slate-100 font-semibold text-ink' : 'text-muted'}`}>
              {n.label}
            </NavLink>
          ))}
        </nav>
        <NavLink to="/account" className="ml-auto text-sm text-muted" data-testid="operator" title="My account: password and two-step sign-in">
          {op.username} · {op.role}
          {op.totp.on ? '' : ' · two-step sign-in off'}
        </NavLink>
        <a href={`${playerOrigin()}/m/home`} target="_blank" rel="noreferrer" className="text-sm text-brand">
          Open site
        </a>
        <button type="button" className="btn btn-sm" onClick={() => void signOutOperator()}>
          Sign out
        </button>
      </header>
      <Suspense fallback={<div className="p-6 text-sm text-muted">Loading…</div>}>
        <Routes>
          <Route path="/" element={<Navigate to="/layouts" replace />} />
          <Route path="/layouts" element={<LayoutsPage />} />
          <Route path="/layouts/:screen" element={<EditorPage />} />
          <Route path="/content/announcements" element={<ContentPage key="announcements" kindKey="announcements" />} />
          <Route path="/content/promotions" element={<ContentPage key="promotions" kindKey="promotions" />} />
          <Route path="/content/help" element={<ContentPage key="help" kindKey="help" />} />
          <Route path="/reviews" element={<ReviewsPage />} />
          <Route path="/verifications" element={<VerificationsPage />} />
          <Route path="/wallet" element={<WalletOrdersPage />} />
          <Route path="/exclusions" element={<ExclusionsPage />} />
          <Route path="/account" element={<AccountPage />} />
          <Route path="/vendors" element={<VendorsPage />} />
          <Route path="/games" element={<GamesPage />} />
          <Route path="/outbox" element={<OutboxPage />} />
          <Route path="/feedback" element={<FeedbackPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/operators" element={<OperatorsPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/layouts" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
