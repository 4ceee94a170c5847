import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { httpError, never } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { storyImage } from '../../../../test/storybook/story-images';
import { Component as PromotionsPage } from './promotions-route';

const PROMOTIONS = [
  {
    id: 20,
    title: 'Welcome bonus',
    pic: storyImage('Welcome bonus', '#b45309'),
    content: '<p>Deposit <b>100</b>, play with 200.</p>',
    url: null,
    start_at: null,
    end_at: '2026-12-31T23:59:59.000Z',
  },
  {
    id: 21,
    title: 'Daily check-in',
    pic: storyImage('Daily check-in', '#be123c'),
    content: '<p>Sign in every day for a free bet.</p>',
    url: null,
    start_at: null,
    end_at: null,
  },
];

const meta = {
  title: 'App/Pages/Promotions',
  component: PromotionsPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      path: '/promotions',
      answers: { 'GET /api/v1/ad': PROMOTIONS },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every promotion as a tile with its text (no markup), leading to its page. */
export const Default: Story = {
  play: async (context) => {
    const { router } = appOf(context);
    const canvas = within(context.canvasElement);
    // The page waits for its strings (a lazy section of the app strings) before it shows.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeVisible();
    const tiles = await canvas.findAllByRole('listitem');
    await expect(tiles).toHaveLength(2);
    await expect(canvas.getByText('Deposit 100, play with 200.')).toBeVisible();
    await userEvent.click(within(tiles[1] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/21'));
  },
};

export const Empty: Story = {
  parameters: { app: { answers: { 'GET /api/v1/ad': [] } } satisfies AppStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'There are no promotions right now.',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { app: { answers: { 'GET /api/v1/ad': never } } satisfies AppStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: { 'GET /api/v1/ad': () => httpError(400, 'Unavailable') },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The promotions could not be loaded.',
    );
  },
};
