import { useState } from 'react';
import { PK10_SUM_OPTIONS } from '@bet/domain/racing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { httpError } from '../../../../test/fake-api';
import { RACING_LIMITS, RACING_ODDS } from '../../../../test/racing-answers';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { RacingBoard, type RacingBoardProps } from './racing-board';

const meta = {
  title: 'App/Racing/Board',
  component: RacingBoard,
  ...appStory,
  args: { odds: RACING_ODDS, disabled: false },
  parameters: {
    app: { answers: { 'GET /api/v1/games/limits': RACING_LIMITS } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RacingBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on two sides; a side toggles a pick of the pk10 bets (aria-pressed), and back. */
export const TogglePick: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Two sides' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const champion = canvas.getByRole('group', { name: 'Champion' });
    const big = within(champion).getByRole('button', { name: /^Big 1\.88/ });
    await expect(big).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(big);
    await waitFor(() => expect(big).toHaveAttribute('aria-pressed', 'true'));
    // The same side of another position is another line.
    const tenth = canvas.getByRole('group', { name: 'Tenth' });
    await expect(within(tenth).getByRole('button', { name: /^Big/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(big);
    await waitFor(() => expect(big).toHaveAttribute('aria-pressed', 'false'));
    // The limits of its line are the pk10 rows the server checks stakes against.
    const limits = appOf(context).api.requests.find((r) => r.path === '/api/v1/games/limits');
    await expect(limits?.search.get('game_id')).toBe('pk10');
  },
};

/** The subset switcher: each tab shows its groups, and the choice stays while the page lives. */
export const SubsetSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Dragon vs tiger' }));
    const first = await canvas.findByRole('group', { name: 'Champion vs Tenth' });
    await expect(within(first).getByRole('button', { name: /^Dragon 1\.88/ })).toBeEnabled();
    await expect(canvas.getByRole('group', { name: 'Fifth vs Sixth' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Champion + runner-up sum' }));
    const sums = await canvas.findByRole('group', { name: 'Sum value' });
    await expect(within(sums).getAllByRole('button')).toHaveLength(17);
    await expect(within(sums).getByRole('button', { name: /^11 8\.46/ })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Big, small, odd or even of the sum' }),
    ).toBeVisible();
    // This operator does not refund on 11, so there is no refund note.
    if (PK10_SUM_OPTIONS.refundOn11 !== true) {
      await expect(canvas.queryByText(/sum is 11/)).toBeNull();
    }
  },
};

/** Positions by car number, with the position's own two sides: a car is a toggle too. */
export const PositionsByCar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Champion to fifth' }));
    const third = await canvas.findByRole('group', { name: 'Third' });
    const car = within(third).getByRole('button', { name: /Car 7 9\.40/ });
    await userEvent.click(car);
    await waitFor(() => expect(car).toHaveAttribute('aria-pressed', 'true'));
    await expect(within(third).getAllByRole('button')).toHaveLength(14);
    await userEvent.click(car);
    await waitFor(() => expect(car).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Sixth to tenth' }));
    await expect(await canvas.findByRole('group', { name: 'Tenth' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Third' })).toBeNull();
  },
};

/** Betting closed: the odds still show, nothing can be picked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const champion = await canvas.findByRole('group', { name: 'Champion' });
    for (const button of within(champion).getAllByRole('button'))
      await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Champion to fifth' }));
    const cars = within(await canvas.findByRole('group', { name: 'Champion' }));
    await expect(cars.getByRole('button', { name: /^Car 1 9\.40/ })).toBeDisabled();
  },
};

/** On a phone: four sides a row, two rows of five cars. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Champion to fifth' }));
    const champion = await canvas.findByRole('group', { name: 'Champion' });
    const [car1, , , , car5, car6] = within(champion).getAllByRole('button', { name: /Car/ });
    const top = (el: HTMLElement | undefined) => el?.getBoundingClientRect().top ?? 0;
    await expect(top(car1)).toBe(top(car5));
    await expect(top(car6)).toBeGreaterThan(top(car5));
  },
};

/** No line of a subset is priced: it says so. */
export const NoOdds: Story = {
  args: { odds: { odds_name: RACING_ODDS.odds_name, odds: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No odds are offered for these bets right now.' }),
    ).toBeVisible();
  },
};

/** The limits could not be read: an error with a retry, and no option to pick. */
export const LimitsError: Story = {
  parameters: {
    app: { answers: { 'GET /api/v1/games/limits': () => httpError(500, '') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('The bet limits could not be loaded.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The board leaves the page and comes back (another screen, the same visit). */
function LeaveAndReturn(props: RacingBoardProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown ? <RacingBoard {...props} /> : null}
    </>
  );
}

/** The chosen subset is remembered while the page lives. */
export const RemembersSubset: Story = {
  render: (args) => <LeaveAndReturn {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sixth to tenth' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(canvas.queryByRole('tab')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(await canvas.findByRole('tab', { name: 'Sixth to tenth' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
