import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Feedback/Spinner',
  component: Spinner,
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The label comes from the chrome strings and is announced through role="status".
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
};

export const VisibleLabel: Story = {
  args: { showLabel: true, label: 'Loading matches' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading matches')).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: {
    showLabel: true,
    label: 'Loading the full list of soccer, basketball and bd matches for the next seven days',
  },
};
