import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStory } from '../../../test/storybook/app-story';
import { TrendsSection } from './trends-section';

/** Stands in for a game's lazy trends chunk, a moment to load (a new one per story). */
const lazyTrends = () =>
  lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { default: () => <p>Trend charts</p> };
  });

/** Room above the section, so it starts below the first screen as on a game's page. */
function Page({ defaultOpen }: { defaultOpen: boolean }) {
  const [Trends] = useState(lazyTrends);
  return (
    <>
      <div style={{ height: '150vh' }}>Board</div>
      <TrendsSection game="pk10" defaultOpen={defaultOpen}>
        <Trends />
      </TrendsSection>
    </>
  );
}

const meta = {
  title: 'App/Draws/Trends section',
  component: Page,
  ...appStory,
  args: { defaultOpen: false },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the member opens it: then a skeleton while the chunk loads, then the trends. */
export const OpenedByTheMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Trends' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Trend charts')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel?.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(await canvas.findByText('Trend charts')).toBeVisible();
    // Closed again: hidden, still loaded.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Trend charts')).not.toBeVisible();
  },
};

/** Scrolled into view by the member (Page Down here): it opens by itself. */
export const OpenedWhenScrolledTo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Trends' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{PageDown}');
    toggle.scrollIntoView();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(await canvas.findByText('Trend charts')).toBeVisible();
  },
};

/** Open from the start (a story of a game's trends). */
export const OpenFromTheStart: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Trends' })).toBeVisible();
    await expect(await canvas.findByText('Trend charts')).toBeVisible();
  },
};
