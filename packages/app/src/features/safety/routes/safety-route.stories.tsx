import type { SafetySettings } from '@bet/api/contract/safety-schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RecordedRequest } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { SaferPlayPage } from './safety-route';

const SETTINGS_PATH = '/api/v1/member/safety';
const NONE: SafetySettings = {
  currency: 'USDT',
  limits: (['day', 'week', 'month'] as const).map((period) => ({
    period,
    amount: null,
    pending: null,
    used: '0',
    remaining: null,
  })),
  time_out_until: null,
  excluded_until: null,
  reality_check_minutes: null,
};
const WITH_LIMITS: SafetySettings = {
  ...NONE,
  limits: [
    {
      period: 'day',
      amount: '200',
      pending: { amount: '500', applies_at: '2026-11-28T09:30:00.000Z' },
      used: '150',
      remaining: '50',
    },
    {
      period: 'week',
      amount: '1000',
      pending: { amount: null, applies_at: '2026-11-28T09:30:00.000Z' },
      used: '150',
      remaining: '850',
    },
    { period: 'month', amount: null, pending: null, used: '150', remaining: null },
  ],
};

const meta = {
  title: 'App/Safety/Safer play page',
  component: SaferPlayPage,
  ...appStory,
  parameters: {
    app: {
      session: 'member',
      page: true,
      answers: {
        [`GET ${SETTINGS_PATH}`]: NONE,
        [`POST ${SETTINGS_PATH}/deposit_limit`]: NONE,
        [`POST ${SETTINGS_PATH}/time_out`]: NONE,
        [`POST ${SETTINGS_PATH}/self_exclusion`]: NONE,
        [`POST ${SETTINGS_PATH}/reality_check`]: NONE,
        [`GET ${SETTINGS_PATH}/statement`]: (request: RecordedRequest) => ({
          from: request.search.get('from'),
          to: request.search.get('to'),
          currency: 'USDT',
          deposits: '350',
          withdrawals: '100',
          stakes: '240',
          returns: '190',
          net: '-50',
        }),
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof SaferPlayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const posts = (context: Context, path: string) =>
  appOf(context).api.requests.filter((r) => r.method === 'POST' && r.path === SETTINGS_PATH + path);

const findForm = async (context: Context, name: string) =>
  within(await within(context.canvasElement).findByRole('form', { name }));

/** Each period shows its limit, what is used and left, and a pending change with its date. */
export const LimitsWithPendingChanges: Story = {
  parameters: { app: { answers: { [`GET ${SETTINGS_PATH}`]: WITH_LIMITS } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Limit: 200.000000 USDT')).toBeVisible();
    await expect(
      canvas.getByText('Used: 150.000000 USDT · Remaining: 50.000000 USDT'),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Changes to 500.000000 USDT — pending until Nov 28, 2026/),
    ).toBeVisible();
    await expect(canvas.getByText(/^Removal pending until Nov 28, 2026/)).toBeVisible();
    const month = await findForm(context, '30 days deposit limit');
    await expect(month.queryByRole('button', { name: 'Remove limit' })).toBeNull();
    const week = await findForm(context, '7 days deposit limit');
    await userEvent.click(week.getByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(posts(context, '/deposit_limit')).toHaveLength(1));
    await expect(posts(context, '/deposit_limit')[0]?.body).toEqual({
      period: 'week',
      amount: null,
    });
  },
};

/** A limit is an amount: empty and malformed ones are refused beside the field; 200 is sent. */
export const SetLimit: Story = {
  play: async (context) => {
    const form = await findForm(context, '24 hours deposit limit');
    const amount = form.getByRole('textbox', { name: /New limit/ });
    const save = form.getByRole('button', { name: 'Set limit' });
    await userEvent.click(save);
    await expect(await form.findByText('Enter an amount')).toBeVisible();
    await userEvent.type(amount, '1e3');
    await expect(await form.findByText('Enter a valid amount')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(save);
    await waitFor(() => expect(posts(context, '/deposit_limit')).toHaveLength(1));
    await expect(posts(context, '/deposit_limit')[0]?.body).toEqual({
      period: 'day',
      amount: '200',
    });
    await expect(await within(document.body).findByText('Deposit limit saved')).toBeVisible();
  },
};

/** A custom time-out is 1 to 42 days; the dialog gives the end, and only its button sends. */
export const TimeOut: Story = {
  play: async (context) => {
    const form = await findForm(context, 'Time-out');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Length/ }), 'custom');
    const days = await form.findByRole('textbox', { name: /Days/ });
    await userEvent.type(days, '43');
    await userEvent.click(form.getByRole('button', { name: 'Take a time-out' }));
    await expect(await form.findByText('This value is not valid')).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(form.getByRole('button', { name: 'Take a time-out' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Start a time-out?' }),
    );
    await expect(
      await dialog.findByText(/^Your time-out ends on .* It cannot be ended early\.$/),
    ).toBeInTheDocument();
    await expect(posts(context, '/time_out')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm time-out' }));
    await waitFor(() => expect(posts(context, '/time_out')).toHaveLength(1));
    await expect(posts(context, '/time_out')[0]?.body).toEqual({ days: 10 });
  },
};

/** Cancelling the time-out's dialog sends nothing. */
export const TimeOutCancelled: Story = {
  play: async (context) => {
    const form = await findForm(context, 'Time-out');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Length/ }), '7');
    await userEvent.click(form.getByRole('button', { name: 'Take a time-out' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Start a time-out?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(posts(context, '/time_out')).toHaveLength(0);
  },
};

/** Self-exclusion asks twice, in two distinct steps, and says it cannot be undone. */
export const SelfExclusionTwoSteps: Story = {
  play: async (context) => {
    const form = await findForm(context, 'Self-exclusion');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Length/ }), '12');
    await userEvent.click(form.getByRole('button', { name: 'Self-exclude' }));
    const body = within(document.body);
    const first = within(
      await body.findByRole('dialog', { name: 'Self-exclusion cannot be undone' }),
    );
    const meaning = first.getByText(/^For 1 year you will not be able to bet or deposit\./);
    // The dialog rises in: visible once its animation ends.
    await waitFor(() => expect(meaning).toBeVisible());
    await expect(first.queryByRole('button', { name: 'Exclude me' })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: 'Continue' }));
    const second = within(await body.findByRole('dialog', { name: 'Are you sure?' }));
    await expect(await second.findByText(/Your self-exclusion ends on/)).toBeInTheDocument();
    await expect(posts(context, '/self_exclusion')).toHaveLength(0);
    await userEvent.click(second.getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(posts(context, '/self_exclusion')).toHaveLength(1));
    await expect(posts(context, '/self_exclusion')[0]?.body).toEqual({ months: 12 });
  },
};

/** While a time-out or self-exclusion runs, its section says until when. */
export const ActiveBlocks: Story = {
  parameters: {
    app: {
      answers: {
        [`GET ${SETTINGS_PATH}`]: {
          ...NONE,
          time_out_until: '2099-01-02T12:00:00.000Z',
          excluded_until: '2099-06-02T12:00:00.000Z',
        },
      },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/^You are on a time-out until Jan 2, 2099/)).toBeVisible();
    await expect(canvas.getByText(/^You are self-excluded until Jun 2, 2099/)).toBeVisible();
  },
};

/** The reality check: 30 minutes, then off. */
export const RealityCheckInterval: Story = {
  play: async (context) => {
    const form = await findForm(context, 'Reality check');
    const interval = form.getByRole('combobox', { name: /Reminder interval/ });
    await expect(interval).toHaveValue('off');
    await userEvent.selectOptions(interval, '30');
    await userEvent.click(form.getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(posts(context, '/reality_check')).toHaveLength(1));
    await userEvent.selectOptions(interval, 'off');
    await userEvent.click(form.getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(posts(context, '/reality_check')).toHaveLength(2));
    await expect(posts(context, '/reality_check').map((r) => r.body)).toEqual([
      { minutes: 30 },
      { minutes: null },
    ]);
  },
};

/** The statement of a chosen period; a period ending before it starts is refused. */
export const Statement: Story = {
  play: async (context) => {
    const form = await findForm(context, 'Activity statement');
    const from = form.getByLabelText(/From/);
    const to = form.getByLabelText(/^To/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(form.getByRole('button', { name: 'Show statement' }));
    await expect(await form.findByText('This value is not valid')).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-27');
    await userEvent.click(form.getByRole('button', { name: 'Show statement' }));
    const canvas = within(context.canvasElement);
    const figures = within(await canvas.findByLabelText('2026-11-20 to 2026-11-27'));
    await expect(figures.getByText('350.000000 USDT')).toBeVisible();
    await expect(figures.getByText('-50.000000 USDT')).toBeVisible();
    const read = appOf(context).api.requests.find((r) => r.path.endsWith('/statement'));
    await expect(read?.search.get('from')).toBe('2026-11-20');
  },
};

/** The page in Portuguese. */
export const InPortuguese: Story = {
  globals: { locale: 'pt' },
  parameters: { app: { answers: { [`GET ${SETTINGS_PATH}`]: WITH_LIMITS } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Jogo mais seguro', level: 1 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('form', { name: 'Limite de depósito de 24 horas' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Muda para 500,000000 USDT — pendente até/)).toBeVisible();
  },
};
