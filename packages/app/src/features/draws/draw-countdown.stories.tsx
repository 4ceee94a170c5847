import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { serverTimeAnswer } from '../../../test/draw-answers';
import { appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { BettingClosed, DrawCountdown } from './draw-countdown';
import { useDrawCountdown } from './use-draw-countdown';

const DAY = 24 * 3_600_000;

/** A draw's deadline `inMs` after the server's now, shown as the page shows it. */
function Deadline({ inMs, serverAheadMs }: { inMs: number; serverAheadMs: number }) {
  const [deadline] = useState(() => new Date(Date.now() + serverAheadMs + inMs).toISOString());
  const countdown = useDrawCountdown(deadline);
  return countdown.passed ? <BettingClosed /> : <DrawCountdown msLeft={countdown.msLeft} />;
}

const clock = (serverAheadMs: number): AppStoryParameters => ({
  session: 'member',
  answers: { 'GET /api/v1/time': serverTimeAnswer(serverAheadMs) },
});

const meta = {
  title: 'App/Draws/Countdown',
  component: Deadline,
  ...appStory,
  args: { inMs: 2 * 3_600_000 + 5 * 60_000, serverAheadMs: 0 },
  parameters: { app: clock(0) },
} satisfies Meta<typeof Deadline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two hours and five minutes to go: hh:mm:ss, a timer named for screen readers, moving. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = await canvas.findByRole('timer', { name: /^Betting closes in 02:0[45]:\d\d$/ });
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
  },
};

/** The server's clock is a day ahead of the browser's: the countdown follows the server. */
export const ServerClockAhead: Story = {
  args: { inMs: 90_000, serverAheadMs: DAY },
  parameters: { app: clock(DAY) },
  play: async ({ canvasElement }) => {
    const timer = await within(canvasElement).findByRole('timer');
    await expect(timer).toHaveAccessibleName(/^Betting closes in 00:01:(2\d|30)$/);
  },
};

/** Two seconds to go: it reaches zero and betting closes for the draw. */
export const ReachesTheDeadline: Story = {
  args: { inMs: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('timer', { name: /00:00:0[12]$/ });
    const closed = await canvas.findByRole('status', {}, { timeout: 5000 });
    await expect(closed).toHaveTextContent('Betting closed for this draw');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** After the deadline: the closed state only. */
export const Closed: Story = {
  args: { inMs: -60_000 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Betting closed for this draw',
    );
  },
};
