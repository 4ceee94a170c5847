import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LoadingRegion } from './loading-region';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Paragraph: Story = {
  args: { lines: 4, width: 320 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton="text"]')).toHaveLength(4);
  },
};

export const Rect: Story = { args: { variant: 'rect', width: 320, height: 180 } };

export const Circle: Story = { args: { variant: 'circle', width: 56 } };

/** Bad input (NaN lines) falls back to a single line instead of throwing. */
export const InvalidLines: Story = {
  args: { lines: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton="text"]')).toHaveLength(1);
  },
};

function CardPlaceholder() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 320 }}>
      <Skeleton variant="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton lines={2} />
      </div>
    </div>
  );
}

function LoadingDemo() {
  const [loading, setLoading] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Load again'}
      </button>
      <LoadingRegion loading={loading} placeholder={<CardPlaceholder />} label="Loading profile">
        <p>Ana Souza, gold member since 2024.</p>
      </LoadingRegion>
    </div>
  );
}

export const InLoadingRegion: Story = {
  render: () => <LoadingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('[aria-busy]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading profile')).toBeInTheDocument();
    await expect(canvas.queryByText(/Ana Souza/)).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByText(/Ana Souza/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-skeleton]')).toBeNull();
  },
};
