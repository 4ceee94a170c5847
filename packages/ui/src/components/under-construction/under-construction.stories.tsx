import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { UnderConstruction } from './under-construction';

const meta = {
  title: 'UI/Pages/UnderConstruction',
  component: UnderConstruction,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: /under construction/i }),
    ).toBeVisible();
  },
};

export const SportUnderConstruction: Story = {
  args: {
    description: 'This sport is under construction. Please come back soon.',
    action: <Button href="/">Go to home</Button>,
  },
};

export const LongText: Story = {
  args: {
    description:
      'The website is under construction while we move to a new platform. Deposits, withdrawals and open bets are safe and will be available again as soon as maintenance is finished; thank you for your patience.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
