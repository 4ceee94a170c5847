import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { ComingSoon } from './coming-soon';

const meta = {
  title: 'UI/Pages/ComingSoon',
  component: ComingSoon,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: /coming soon/i }),
    ).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    description: 'Cricket betting opens with the new season.',
    action: <Button href="/">Go to home</Button>,
  },
};

/** Inside a side-navigation menu that has no children yet (spec section 2). */
export const InMenu: Story = {
  args: { headingLevel: 3, fullPage: false },
  parameters: { layout: 'padded' },
};

export const LongText: Story = {
  args: {
    description:
      'We are preparing live streaming, statistics and in-play betting for every league on this page. The feature is being rolled out region by region and will appear here automatically once it is available in yours.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
