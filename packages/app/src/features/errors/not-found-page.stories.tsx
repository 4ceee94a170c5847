import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'App/Pages/Not found',
  component: NotFoundPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: { page: true, path: '/no/such/page' } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The * route: what happened, and the way home. */
export const Default: Story = {
  play: async (context) => {
    const { router } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'The page you are looking for does not exist',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  },
};
