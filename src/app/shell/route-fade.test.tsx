/** The route fade lasts ROUTE_FADE_MS (not on the route a visit lands on); the back-swipe is 100 px, 60 px in the page shell. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BACK_SWIPE_PX, BACK_SWIPE_PX_ALT_SHELL, ROUTE_FADE_MS } from '../../lib/constants';
import { backSwipeThreshold, consumeBackSwipe, isBackSwipe } from './back-swipe';
import { RouteFade } from './route-fade';

describe('route fade (§2, §9)', () => {
  function Go({ to }: { to: string }) {
    const navigate = useNavigate();
    return <button onClick={() => navigate(to)}>go</button>;
  }

  it('shows the route a visit lands on at once, and fades the next routes in over ROUTE_FADE_MS (300 ms)', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Go to="/event" />
        <RouteFade>
          <p>page</p>
        </RouteFade>
      </MemoryRouter>,
    );
    // Nothing to fade from: the splash hands over to the first screen as it is.
    expect(screen.getByTestId('route-view')).not.toHaveClass('route-fade');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    const view = screen.getByTestId('route-view');
    expect(ROUTE_FADE_MS).toBe(300);
    expect(view).toHaveClass('route-fade');
    expect(view.style.animationDuration).toBe('300ms');
  });
});

describe('back-swipe (§2: 100 px, 60 px in the other shell)', () => {
  it('takes 60 px in the page shell and 100 px in the main shell', () => {
    expect(backSwipeThreshold('main')).toBe(BACK_SWIPE_PX);
    expect(backSwipeThreshold(null)).toBe(100);
    expect(backSwipeThreshold('page')).toBe(BACK_SWIPE_PX_ALT_SHELL);
    expect(BACK_SWIPE_PX_ALT_SHELL).toBe(60);
    expect(isBackSwipe(61, 0, false, backSwipeThreshold('page'))).toBe(true);
    expect(isBackSwipe(61, 0, false, backSwipeThreshold('main'))).toBe(false);
  });

  it('a 70 px drag counts as a back-swipe on an inner page, not on home', () => {
    const drag = (shell: 'main' | 'page') => {
      const { container, unmount } = render(
        <div data-shell={shell}>
          <p>page</p>
        </div>,
      );
      const target = container.querySelector('p')!;
      consumeBackSwipe();
      fireEvent.touchStart(target, { touches: [{ clientX: 10, clientY: 100 }] });
      fireEvent.touchEnd(target, { changedTouches: [{ clientX: 80, clientY: 104 }] });
      const swiped = consumeBackSwipe();
      unmount();
      return swiped;
    };
    expect(drag('page')).toBe(true);
    expect(drag('main')).toBe(false);
  });
});
