import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resetClosedPopups } from './home-popups';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';
import { makePopups } from '../../tests/fixtures/popups';

// The cards float over the page (a portal into <body>), so plays look there.
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

const meta = {
  title: 'Widgets/HomePopups',
  ...widgetStoryMeta('HomePopups', { ctx: makeContext(), onAction: fn() }),
  beforeEach: () => resetClosedPopups(),
} satisfies Meta<WidgetStoryArgs<'HomePopups'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByTestId('home-popup')).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: { announcements: [], download: false } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const OneForVisitors: Story = {
  args: { data: { announcements: makePopups(1, 'B', true), download: false } },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(await p.findByTestId('home-popup')).toHaveAttribute('data-kind', 'B');
    await expect(p.queryByTestId('home-popup-nav')).toBeNull();
  },
};

export const CarouselThenDownload: Story = {
  args: { data: { announcements: makePopups(3, 'A'), download: true }, ctx: makeContext({ role: 'member' }) },
  play: async ({ canvasElement, args }) => {
    const p = page(canvasElement);
    await userEvent.click(await p.findByRole('button', { name: 'Next' }));
    await expect(p.getByTestId('home-popup-position')).toHaveTextContent('2 of 3');
    await userEvent.click(p.getByRole('button', { name: 'Close' }));
    await userEvent.click(await p.findByRole('button', { name: 'Download' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/download' });
  },
};

export const LongText: Story = {
  args: { data: { announcements: makePopups(2).map((a) => ({ ...a, title: `${a.title} — this weekend only, for every player who signs up today`, content: `<p>${'Terms apply. '.repeat(30)}</p>` })), download: false } },
};

export const Rtl: Story = { args: { data: { announcements: makePopups(2, 'B', true), download: false }, ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
