import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

let go: (to: string) => void = () => {};
function Navigator() {
  go = useNavigate();
  return null;
}

describe('route announcer', () => {
  it('is silent on the first screen, then reads out each new screen and names the document after it', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Navigator />
        <RouteAnnouncer />
      </MemoryRouter>,
    );
    const region = screen.getByTestId('route-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    expect(document.title).toBe('Home · Parlor');

    await act(async () => go('/login'));
    expect(region).toHaveTextContent('Log in · Parlor');
    expect(document.title).toBe('Log in · Parlor');

    await act(async () => go('/notice'));
    expect(region).toHaveTextContent('Notices · Parlor');
  });
});
