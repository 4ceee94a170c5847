import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OddsButton } from '../odds-button';
import { MatchRow } from './match-row';
import { MatchRowSkeleton } from './match-row-skeleton';

/** A round badge as a data URL, so stories need no network. */
const badge = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${fill}"/></svg>`,
  )}`;

const meta = {
  title: 'UI/Betting/MatchRow',
  component: MatchRow,
  args: {
    league: 'Brasileirão Série A',
    home: { name: 'Flamengo', pic: badge('#c62828') },
    away: { name: 'Palmeiras', pic: badge('#2e7d32') },
    kickOff: 'Today 20:30',
  },
} satisfies Meta<typeof MatchRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRICES = [
  { key: 'w', label: '1', odds: 1.85 },
  { key: 'd', label: 'X', odds: 3.4 },
  { key: 'l', label: '2', odds: 4.2 },
];

function Market() {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  return (
    <>
      {PRICES.map((price) => (
        <OddsButton
          key={price.key}
          label={price.label}
          odds={price.odds}
          layout="stack"
          selected={picked === price.key}
          onToggle={(selected) => setPicked(selected ? price.key : undefined)}
        />
      ))}
    </>
  );
}

export const Upcoming: Story = {
  render: (args) => (
    <MatchRow {...args}>
      <Market />
    </MatchRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: /flamengo.*palmeiras/i })).toBeVisible();
    await expect(canvas.getByText('Today 20:30')).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Flamengo – Palmeiras' });
    const draw = within(group).getByRole('button', { name: /x.*3\.40/i });
    await userEvent.click(draw);
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    // Picking another outcome of the same market replaces the first pick.
    await userEvent.click(within(group).getByRole('button', { name: /^1/ }));
    await expect(draw).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Live: Story = {
  args: { score: { home: 2, away: 1 }, clock: "63'" },
  render: Upcoming.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/live/i)).toBeVisible();
    await expect(canvas.getByText("63'")).toBeVisible();
    await expect(canvas.queryByText('Today 20:30')).toBeNull();
    await expect(canvas.getByRole('article')).toHaveAccessibleName(/flamengo\s*2\s*palmeiras\s*1/i);
  },
};

/** No pictures, or pictures that fail to load: the teams' initials. */
export const WithoutPictures: Story = {
  args: {
    home: { name: 'Kolkata Knight Riders' },
    away: { name: 'Mumbai Indians', pic: 'data:image/png;base64,broken' },
  },
  render: Upcoming.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('M')).toBeVisible();
    await expect(canvas.getByText('K')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    league: 'UEFA Champions League – Qualifying round, second leg, group of death',
    home: { name: 'Borussia Mönchengladbach Fußball-Club 1900 e.V.', pic: badge('#212121') },
    away: { name: 'Club Atlético Independiente de Avellaneda', pic: badge('#b71c1c') },
  },
  render: Upcoming.render,
};

export const WithoutOdds: Story = {};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <MatchRowSkeleton />
      <MatchRowSkeleton />
    </div>
  ),
};

export const Mobile: Story = {
  ...Upcoming,
  globals: { viewport: { value: 'mobile' } },
};

export const Desktop: Story = {
  ...Live,
  globals: { viewport: { value: 'desktop' } },
};

/** A result: the final score with its marker, the winner in bold, the half-time score beside. */
export const Finished: Story = {
  args: {
    score: { home: 2, away: 1 },
    final: { label: 'FT', title: 'Full time' },
    'aria-label': 'Flamengo – Palmeiras',
    children: 'HT 1–0',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Flamengo – Palmeiras' });
    await expect(within(row).getByTitle('Full time')).toHaveTextContent('FT');
    await expect(within(row).queryByText(/live/i)).toBeNull();
    await expect(within(row).queryByRole('group')).toBeNull();
    await expect(within(row).getByText('HT 1–0')).toBeVisible();
    const weight = (name: string) =>
      Number(getComputedStyle(within(row).getByText(name)).fontWeight);
    await expect(weight('Flamengo')).toBeGreaterThan(weight('Palmeiras'));
  },
};
