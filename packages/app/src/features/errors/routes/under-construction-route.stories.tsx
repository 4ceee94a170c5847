import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { Component as UnderConstructionPage } from './under-construction-route';

const meta = {
  title: 'App/Pages/Under construction',
  component: UnderConstructionPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: { page: true, path: '/under-construction' } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof UnderConstructionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Under construction' }),
    ).toBeVisible();
    await expect(canvas.getByText('The website is under construction')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Under construction' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
