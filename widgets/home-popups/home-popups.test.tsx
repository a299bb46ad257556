import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import HomePopups, { resetClosedPopups } from './home-popups';
import { makeContext } from '../../tests/fixtures/widgets';
import { makePopups } from '../../tests/fixtures/popups';

const props = { showImage: true };
afterEach(() => resetClosedPopups());

describe('HomePopups (§2 login pop-up carousel and download pop-up)', () => {
  it('shows one pop-up with no previous/next, and closes on ×', () => {
    render(<HomePopups props={props} data={{ announcements: makePopups(1), download: false }} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(screen.getByRole('dialog', { name: 'Join today — 100% welcome bonus' })).toHaveTextContent('Offer 1: sign up');
    expect(screen.queryByTestId('home-popup-nav')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps through several with previous and next, disabled at the ends', () => {
    render(<HomePopups props={props} data={{ announcements: makePopups(3), download: false }} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(screen.getByTestId('home-popup-position')).toHaveTextContent('1 of 3');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Daily slot cashback 1.2%');
    expect(next).toBeDisabled();
    fireEvent.click(prev);
    expect(screen.getByTestId('home-popup-position')).toHaveTextContent('2 of 3');
  });

  it('after the announcements, offers the app; Download goes to /m/download and nothing shows again this visit', () => {
    const onAction = vi.fn();
    const data = { announcements: makePopups(2), download: true };
    const { unmount } = render(<HomePopups props={props} data={data} loading={false} onAction={onAction} ctx={makeContext()} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('home-download')).toHaveAccessibleName('Get our app');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/download' });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    // Back on home with the same (cached) answer: both stay closed.
    render(<HomePopups props={props} data={data} loading={false} onAction={onAction} ctx={makeContext()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without pop-ups or while loading, and renders operator HTML as text only', () => {
    const { container, rerender } = render(<HomePopups props={props} data={undefined} loading onAction={() => undefined} ctx={makeContext()} />);
    expect(document.body.querySelector('[role=dialog]')).toBeNull();
    rerender(<HomePopups props={props} data={{ announcements: [], download: false }} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(document.body.querySelector('[role=dialog]')).toBeNull();
    const [p] = makePopups(1);
    rerender(<HomePopups props={props} data={{ announcements: [{ ...p!, content: '<img src=x onerror="alert(1)"><p>Hi <b>there</b></p>' }], download: false }} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Hi there');
    expect(document.body.querySelector('[role=dialog] img[src=x]')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
