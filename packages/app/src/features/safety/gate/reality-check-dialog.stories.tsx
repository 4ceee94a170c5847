import type { SafetySession } from '@bet/api/contract/safety-schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import RealityCheckDialog from './reality-check-dialog';

const SESSION: SafetySession = {
  started_at: '2026-11-27T10:00:00.000Z',
  now: '2026-11-27T11:16:30.000Z',
  currency: 'USDT',
  stakes: '120.5',
  returns: '80',
  net: '-40.5',
  reality_check_minutes: 15,
  next_check_at: '2026-11-27T10:15:00.000Z',
};
const ACKNOWLEDGE = 'POST /api/v1/member/safety/session/acknowledge';

const meta = {
  title: 'App/Safety/Reality check dialog',
  component: RealityCheckDialog,
  ...appStory,
  args: { session: SESSION, onLogOut: fn(async () => undefined) },
  parameters: {
    app: {
      session: 'member',
      answers: { [ACKNOWLEDGE]: { ...SESSION, started_at: SESSION.now } },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Time played by the server's clock, the session's stakes and net; "Keep playing" acknowledges. */
export const KeepPlaying: Story = {
  play: async (context) => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Reality check' }));
    await expect(dialog.getByText('You have played for 76 minutes.')).toBeInTheDocument();
    await expect(dialog.getByText('120.500000 USDT')).toBeInTheDocument();
    await expect(dialog.getByText('-40.500000 USDT')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep playing' }));
    const sent = () => appOf(context).api.requests.filter((r) => r.path.endsWith('/acknowledge'));
    await waitFor(() => expect(sent()).toHaveLength(1));
  },
};

/** "Log out" calls the shell's logout (the gate's browser test follows it to the server). */
export const LogOut: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Reality check' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLogOut).toHaveBeenCalledTimes(1));
  },
};

/** In Portuguese, minutes and amounts in the language's format. */
export const InPortuguese: Story = {
  globals: { locale: 'pt' },
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Alerta de realidade' }));
    await expect(dialog.getByText('Você está jogando há 76 minutos.')).toBeInTheDocument();
    await expect(dialog.getByText('-40,500000 USDT')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Continuar jogando' })).toBeInTheDocument();
  },
};
