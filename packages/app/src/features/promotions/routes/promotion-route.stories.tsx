import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { storyImage } from '../../../../test/storybook/story-images';
import { Component as PromotionPage } from './promotion-route';

const PROMOTION = {
  id: 20,
  title: 'Welcome bonus',
  pic: storyImage('Welcome bonus', '#b45309'),
  // Server HTML: the script and the inline handler must not survive (sanitize-html.ts).
  content:
    '<p>Deposit <b>100</b>, play with 200.</p><script>window.hacked = true</script>' +
    '<p><a href="/promotions" onclick="window.hacked = true">All promotions</a></p>',
  url: null,
  start_at: null,
  end_at: '2026-12-31T12:00:00.000Z',
};

const meta = {
  title: 'App/Pages/Promotion',
  component: PromotionPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      route: '/promotions/:id',
      path: '/promotions/20',
      answers: { 'GET /api/v1/ad': [PROMOTION] },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof PromotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One promotion: its picture, end date and sanitised HTML; links stay in the app. */
export const Default: Story = {
  play: async (context) => {
    const { router } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome bonus' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Valid until/)).toBeVisible();
    await expect(canvas.getByText('100')).toHaveProperty('tagName', 'B');
    await expect(context.canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All promotions' })).not.toHaveAttribute(
      'onclick',
    );
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to promotions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  },
};

/** A member joins: the button then says Joined. */
export const Join: Story = {
  parameters: {
    app: {
      session: 'member',
      answers: (() => {
        const joined: { id: number; title: string; pic: string; joined_at: string }[] = [];
        return {
          'GET /api/v1/ad/joined': () => joined,
          'POST /api/v1/ad/join': () => {
            joined.push({ ...PROMOTION, joined_at: '2026-11-27T10:00:00.000Z' });
            return null;
          },
        };
      })(),
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = await canvas.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(join).not.toHaveAttribute('aria-busy'));
    await userEvent.click(join);
    await expect(await canvas.findByRole('button', { name: 'Joined' })).toBeDisabled();
  },
};

/** An id the server does not list. */
export const Unknown: Story = {
  parameters: { app: { path: '/promotions/99' } satisfies AppStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
  },
};
