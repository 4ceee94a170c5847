import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { httpError, never } from '../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { storyImage } from '../../../test/storybook/story-images';
import { HomePage } from './home-page';

const SLIDES = [
  { pic: storyImage('Sports week', '#1d4ed8'), name: 'Sports week', url: '/sport/soccer' },
  { pic: storyImage('Lottery night', '#7e22ce'), name: 'Lottery night', url: '/lottery' },
];

// Kind 0 is the download banner, kind 1 the promotion tiles (at most two are shown).
const BANNERS = [
  { id: 1, url: '/download', kind: 0, src: storyImage('App', '#0f766e'), alt: 'Download the app' },
  {
    id: 2,
    url: '/promotions/20',
    kind: 1,
    src: storyImage('Bonus', '#b45309'),
    alt: 'Welcome bonus',
  },
  {
    id: 3,
    url: '/promotions/21',
    kind: 1,
    src: storyImage('Daily', '#be123c'),
    alt: 'Daily check-in',
  },
  { id: 4, url: '/promotions/22', kind: 1, src: storyImage('Third', '#334155'), alt: 'Third tile' },
];

const fails = () => httpError(400, 'Unavailable');

const meta = {
  title: 'App/Pages/Home',
  component: HomePage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      answers: { 'GET /api/v1/slideshow': SLIDES, 'GET /api/v1/banner/list': BANNERS },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { brand, router } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: `${brand.name}: sports, lottery and live games`,
      }),
    ).toBeInTheDocument();
    // Carousel: the banners of the slide show, each opening its url in a new tab.
    const carousel = within(await canvas.findByRole('region', { name: 'Promotions' }));
    const first = carousel.getByRole('group', { name: 'Slide 1 of 2' });
    await expect(within(first).getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(within(first).getByRole('img', { name: 'Sports week' })).toBeVisible();
    // Marquee of the announcements (a read of its own: it may come after the slides).
    const marquee = canvas.getByRole('region', { name: 'Announcements' });
    await expect(
      (await within(marquee).findAllByText('Maintenance on Sunday')).length,
    ).toBeGreaterThan(0);
    // The download banner, dismissible.
    const download = canvas.getByRole('complementary', { name: `Get the ${brand.name} app` });
    await expect(within(download).getByRole('link', { name: 'Download' })).toBeVisible();
    // Promotion tiles: three served, two shown; they open in the app.
    const tiles = within(canvas.getByRole('region', { name: 'Featured promotions' }));
    const links = await tiles.findAllByRole('link');
    await expect(links).toHaveLength(2);
    await userEvent.click(within(download).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/20'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findByRole('region', { name: 'Featured promotions' });
    // One column of tiles on a phone, and nothing wider than the screen.
    const [first, second] = within(tiles).getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? Infinity,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  parameters: {
    app: {
      answers: {
        'GET /api/v1/slideshow': never,
        'GET /api/v1/banner/list': never,
        'GET /api/v1/announcement/list': never,
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('region', { name: 'Promotions' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Featured promotions' })).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: {
        'GET /api/v1/slideshow': fails,
        'GET /api/v1/banner/list': fails,
        'GET /api/v1/announcement/list': fails,
      },
    } satisfies AppStoryParameters,
  },
  play: async (context) => {
    const { api } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Failed to load announcements')).toBeVisible();
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(canvas.getAllByText('Game data not loading')).toHaveLength(2);
    // Each section retries on its own; the rest of the page keeps working.
    api.answer('GET /api/v1/announcement/list', [{ id: 1, content: 'Back online' }]);
    const marqueeError = canvas.getByText('Failed to load announcements').closest('[role="alert"]');
    await userEvent.click(
      within(marqueeError as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    const marquee = await canvas.findByRole('region', { name: 'Announcements' });
    await expect(within(marquee).getAllByText('Back online').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
