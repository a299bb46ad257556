/**
 * The later part of a language's strings arrives a few seconds after the first screen. Re-rendering
 * every translated component for it is a long task on a slow phone (every tile of a game list drawn
 * again), so the screens re-render only when one of them asked for a string the first part lacks.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadLaterTranslations } from './i18n';

let renders = 0;
function Shows({ k }: { k: string }) {
  const { t } = useTranslation();
  renders++;
  return <p data-testid="text">{t(k)}</p>;
}

describe('i18n: the later part of the strings', () => {
  afterEach(cleanup);

  it('does not re-render a screen that lacked no string when the later part arrives', async () => {
    await initI18n('en');
    renders = 0;
    // A first-screen string (the game list's search placeholder).
    const first = render(<Shows k="games.search.placeholder" />);
    expect(screen.getByTestId('text')).toHaveTextContent('game name');
    expect(renders).toBe(1);
    await act(() => loadLaterTranslations());
    expect(renders).toBe(1);
    first.unmount();
  });

  it('re-renders a screen that showed a later string before it arrived (a language switch)', async () => {
    render(<Shows k="wallet.balance" />);
    expect(screen.getByTestId('text')).toHaveTextContent('Balance');
    // The new language's first part comes first: the wallet's string is in its later part.
    await act(() => changeLanguage('es'));
    expect(screen.getByTestId('text')).toHaveTextContent('Saldo');
  });

  it('does not re-render for text that is no key (a title already put together, passed to a widget that translates its title)', async () => {
    // A language whose later part has not come yet in this file.
    await initI18n('ja');
    renders = 0;
    const row = render(<Shows k="Slots · 2,471" />);
    expect(screen.getByTestId('text')).toHaveTextContent('Slots · 2,471');
    await act(() => loadLaterTranslations());
    expect(renders).toBe(1);
    row.unmount();
  });
});
