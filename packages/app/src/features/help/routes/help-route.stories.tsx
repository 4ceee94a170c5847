import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { Component as HelpPage } from './help-route';

const meta = {
  title: 'App/Pages/Help',
  component: HelpPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: { page: true, route: '/help/:page?', path: '/help/faq' } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ (its own chunk per language) with the list of help pages beside it. */
export const Faq: Story = {
  play: async (context) => {
    const { router } = appOf(context);
    const canvas = within(context.canvasElement);
    // The help pages' strings load with the page (a lazy section): wait for them.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Who can open an account?' }),
    ).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Help pages' }));
    await expect(pages.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(pages.getByRole('link', { name: 'Rules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/rules'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  },
};

/** The language toolbar: the page's content and titles in Portuguese. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Perguntas frequentes' }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    await expect(canvas.queryByText('Who can open an account?')).toBeNull();
  },
};

export const UnknownPage: Story = {
  parameters: { app: { path: '/help/nothing-here' } satisfies AppStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
  },
};
