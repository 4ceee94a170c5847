import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { BottomOffCanvas } from './bottom-off-canvas';

interface DemoProps {
  readonly onClose: () => void;
  readonly title: string;
  readonly details: string;
}

/** The app keeps the selection; the panel shows it and X clears it (spec section 2). */
function SelectionDemo({ onClose, title, details }: DemoProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <p>Selected: {selected ?? 'nothing'}</p>
      <Button onClick={() => setSelected('Flamengo vs Palmeiras')}>Select match</Button>
      <BottomOffCanvas
        open={selected !== null}
        title={title}
        onClose={() => {
          setSelected(null);
          onClose();
        }}
      >
        <p>{selected}</p>
        <p>{details}</p>
        <Button fullWidth>Add to bet slip</Button>
      </BottomOffCanvas>
    </>
  );
}

const meta = {
  title: 'UI/Overlays/BottomOffCanvas',
  component: SelectionDemo,
  args: {
    onClose: fn(),
    title: 'Match details',
    details: 'Kick-off 20:00. Odds 1.85 / 3.40 / 4.10.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof SelectionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const CloseWithX: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const opener = page.getByRole('button', { name: 'Select match' });
    await userEvent.click(opener);
    const sheet = await page.findByRole('dialog', { name: 'Match details' });
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('dialog')).toBeNull();
    // The app cleared its selection in onClose, and focus went back to the opener.
    await expect(page.getByText('Selected: nothing')).toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

export const EscapeAndBackdrop: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Select match' }));
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'Select match' }));
    await page.findByRole('dialog');
    await userEvent.click(page.getByTestId('off-canvas-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: {
    title: 'Both teams to score and over 2.5 goals in the second half, combined market',
    details: 'Rules. '.repeat(200),
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Select match' }));
    const sheet = await page.findByRole('dialog');
    await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.85 + 1,
    );
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Select match' }));
    const sheet = await page.findByRole('dialog');
    await expect(sheet.getBoundingClientRect().width).toBe(560);
  },
};
