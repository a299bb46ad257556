import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ImageList from './image-list';
import { makeBanners, makeContext } from '../../tests/fixtures/widgets';
import type { Banner } from '../../schemas/content.schema';

const props = { aspect: '5/2' as const, label: 'routes.event', emptyText: 'event.empty' };
const show = (data: Banner[] | undefined, loading = false, onAction = vi.fn()) =>
  render(<ImageList props={props} data={data} loading={loading} onAction={onAction} ctx={makeContext()} />);

describe('ImageList (§2 event page)', () => {
  it('shows a skeleton while the group loads', () => {
    show(undefined, true);
    expect(screen.getByTestId('image-list-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('image-list-item')).toBeNull();
  });

  it('lists every image in order, named by its title', () => {
    show(makeBanners(3));
    const items = screen.getAllByTestId('image-list-item');
    expect(items).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Events' })).toBeInTheDocument();
    expect(items.map((li) => li.querySelector('img')!.getAttribute('alt'))).toEqual(['100% WELCOME BONUS', 'DAILY CASHBACK 1.2%', 'LIVE BACCARAT WEEK']);
  });

  it('an image follows its linkage: route, promotion, URL or game; one without a link is no button', () => {
    const onAction = vi.fn();
    const data: Banner[] = [
      { id: 1, groupName: 'm_event', title: 'Route', url: '/a.png', linkage: { type: 'route', target: '/m/fish-games' } },
      { id: 2, groupName: 'm_event', title: 'Promo', url: '/b.png', linkage: { type: 'promotion', target: '7' } },
      { id: 3, groupName: 'm_event', title: 'Site', url: '/c.png', linkage: { type: 'url', target: 'https://example.com/x' } },
      { id: 4, groupName: 'm_event', title: 'Game', url: '/d.png', linkage: { type: 'game', target: 'RNG:FX-1' } },
      { id: 5, groupName: 'm_event', title: 'Plain', url: '/e.png', linkage: { type: 'none' } },
    ];
    show(data, false, onAction);
    for (const name of ['Route', 'Promo', 'Site', 'Game']) fireEvent.click(screen.getByRole('button', { name }));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual([
      { type: 'navigate', to: '/m/fish-games' },
      { type: 'navigate', to: '/m/activity?id=7' },
      { type: 'openUrl', url: 'https://example.com/x' },
      { type: 'launchGame', gameType: 'RNG', nodeId: 'FX-1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Plain' })).toBeNull();
    expect(screen.getAllByTestId('image-list-item')).toHaveLength(5);
  });

  it('hides an image that fails to load', () => {
    const { container } = show(makeBanners(3));
    fireEvent.error(container.querySelectorAll('img')[1]!);
    expect(screen.getAllByTestId('image-list-item')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'DAILY CASHBACK 1.2%' })).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    show([]);
    expect(screen.getByTestId('image-list-empty')).toHaveTextContent('No events right now. Check back soon!');
  });

  it('says so when every image failed', () => {
    const { container } = show(makeBanners(1));
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('image-list-empty')).toBeInTheDocument();
  });
});
