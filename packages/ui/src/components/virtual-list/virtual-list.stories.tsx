import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { MatchRow } from '../match-row';
import { OddsButton } from '../odds-button';
import { VirtualList } from './virtual-list';

const TEAMS = [
  'Flamengo',
  'Palmeiras',
  'Santos',
  'Grêmio',
  'Corinthians',
  'Fluminense',
  'Botafogo',
  'Vasco',
];
const LEAGUES = ['Brasileirão Série A', 'Premier League', 'La Liga', 'Serie A'];

interface Match {
  readonly id: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly kickOff: string;
  readonly odds: readonly [number, number, number];
}

/** 10,000 deterministic matches (design.md budget: a list of 10,000 matches). */
const MATCHES: readonly Match[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `match-${i + 1}`,
  league: LEAGUES[i % LEAGUES.length] ?? '',
  home: `${TEAMS[i % TEAMS.length]} ${i + 1}`,
  away: `${TEAMS[(i + 3) % TEAMS.length]} ${i + 1}`,
  kickOff: `Day ${Math.floor(i / 48) + 1}, ${String(Math.floor((i % 48) / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  odds: [1.5 + (i % 7) / 10, 3 + (i % 5) / 10, 2 + (i % 9) / 10],
}));

const OUTCOMES = ['1', 'X', '2'] as const;

function MatchList({ matches }: { matches: readonly Match[] }) {
  const [picks, setPicks] = useState<ReadonlyMap<string, number>>(new Map());
  const pick = useCallback((id: string, outcome: number, selected: boolean) => {
    setPicks((current) => {
      const next = new Map(current);
      if (selected) next.set(id, outcome);
      else next.delete(id);
      return next;
    });
  }, []);
  return (
    <VirtualList
      items={matches}
      getKey={(match) => match.id}
      estimateSize={96}
      height="70vh"
      label="Soccer matches"
      empty={<EmptyState title="No matches" text="There are no matches for this sport today." />}
      renderItem={(match) => (
        <MatchRow
          league={match.league}
          home={{ name: match.home }}
          away={{ name: match.away }}
          kickOff={match.kickOff}
        >
          {match.odds.map((odds, outcome) => (
            <OddsButton
              key={OUTCOMES[outcome]}
              label={OUTCOMES[outcome] ?? ''}
              odds={odds}
              layout="stack"
              selected={picks.get(match.id) === outcome}
              onToggle={(selected) => pick(match.id, outcome, selected)}
            />
          ))}
        </MatchRow>
      )}
    />
  );
}

const meta = {
  title: 'UI/Content/VirtualList',
  component: VirtualList,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousandMatches: Story = {
  args: {
    items: MATCHES,
    label: 'Soccer matches',
    estimateSize: 96,
    height: '70vh',
    renderItem: () => null,
  },
  render: () => <MatchList matches={MATCHES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Soccer matches' });
    // Only the rows in view (plus overscan) exist, not 10,000.
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.length).toBeLessThan(50);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');

    // Picking an odds button inside a row works like anywhere else.
    const first = within(rows[0] as HTMLElement).getByRole('button', { name: /^1/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');

    // The list scrolls with the keyboard: End jumps to the last match.
    list.focus();
    await userEvent.keyboard('{End}');
    const last = MATCHES.at(-1)?.home ?? '';
    await waitFor(() => expect(canvas.getByText(last)).toBeVisible());
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(50);
    await userEvent.keyboard('{Home}');
    // The pick survived its row leaving and re-entering the DOM.
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^1/ })[0]).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

export const Mobile: Story = {
  ...TenThousandMatches,
  globals: { viewport: { value: 'mobile' } },
};

export const Empty: Story = {
  args: {
    items: [],
    label: 'Soccer matches',
    estimateSize: 96,
    height: 400,
    renderItem: () => null,
  },
  render: () => <MatchList matches={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No matches' })).toBeVisible();
  },
};
