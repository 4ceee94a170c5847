import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteErrorBoundary } from './route-error-screen';

class StoryRenderError extends Error {
  override readonly name = 'StoryRenderError';
}

/** A page whose render fails, as a bug would. */
function BrokenPage(): never {
  throw new StoryRenderError('A page failed to render (on purpose, for this story)');
}

const meta = {
  title: 'App/Pages/Error screen',
  component: RouteErrorBoundary,
  ...appStory,
  render: () => <BrokenPage />,
  parameters: {
    layout: 'fullscreen',
    // The route's error screen of the app instead of Storybook's (React logs the error).
    app: { path: '/promotions', routeErrorScreen: true } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RouteErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route that throws shows the fallback screen in the shell; its button goes home in-app. */
export const RouteError: Story = {
  play: async (context) => {
    const { router } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Please try again in a moment or go back to the home page.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  },
};

/** The outermost boundary (outside the router): going home is a full load of '/'. */
export const AppError: Story = {
  render: () => (
    <AppErrorBoundary>
      <BrokenPage />
    </AppErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  },
};
