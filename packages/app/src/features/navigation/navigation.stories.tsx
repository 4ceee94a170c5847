import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../test/storybook/app-story';
import { BottomNavigation, SideNavigation } from './navigation';

const meta = {
  title: 'App/Shell/Navigation',
  component: SideNavigation,
  ...appStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side navigation from 768 px: sections from the brand's flags and the visible games. */
export const Side: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const { router } = appOf(context);
    const canvas = within(context.canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' });
    const side = within(nav);
    await expect(await side.findByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Two-level menus open in place; the brand's sports menu lists its sports.
    const sports = side.getByRole('button', { name: 'Jingcai sports lottery' });
    await expect(sports).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sports);
    await expect(sports).toHaveAttribute('aria-expanded', 'true');
    await expect(side.getByRole('link', { name: 'Soccer' })).toHaveAttribute(
      'href',
      '/sport/soccer',
    );
    // Racing leads to the ten-car racing page.
    await expect(side.getByRole('link', { name: 'Racing' })).toHaveAttribute(
      'href',
      '/lottery/pk10',
    );
    // Links go through the router, and the current page follows.
    await userEvent.click(side.getByRole('link', { name: 'Announcements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcements'));
    await expect(side.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Only the sports are visible: no lottery entry and no sports/games toggle. */
export const SportsOnly: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    app: {
      answers: {
        'GET /api/v1/games/availability': [
          { game_id: 10, status: 1 },
          { game_id: 11, status: 1 },
        ],
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation'));
    await expect(await nav.findByRole('button', { name: 'Jingcai sports lottery' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Lottery' })).toBeNull();
    await expect(nav.queryByRole('group', { name: 'Sports or games' })).toBeNull();
  },
};

/** The bottom navigation below 768 px; live support opens its panel over the page. */
export const Bottom: Story = {
  render: () => <BottomNavigation />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { router } = appOf(context);
    const nav = within(
      await within(context.canvasElement).findByRole('navigation', { name: 'Quick navigation' }),
    );
    await expect(await nav.findByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      '/sport/soccer',
    );
    await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/gameArcade');
    await expect(nav.getByRole('link', { name: 'Recharge' })).toHaveAttribute(
      'href',
      '/?wallet=deposit',
    );
    await userEvent.click(nav.getByRole('link', { name: 'Live support' }));
    await waitFor(() => expect(router.state.location.search).toBe('?support=true'));
    await findDialog('Live support');
  },
};
