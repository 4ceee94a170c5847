import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { envelope } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { ContinueRecharge } from './continue-recharge';

const ORDER = {
  order_id: 'R20261125000007',
  status: 0,
  amount: '300',
  currency: 'BRL',
  pay_url: 'http://127.0.0.1:8787/pay/token7',
  address: null,
  network: null,
  bank: {
    bank: 'Banco Simulado (999)',
    account_name: 'Bet Pagamentos Ltda',
    account: '0001-25000007',
    remark: 'R20261125000007',
  },
};
const CONTINUE = 'POST /api/v1/continueRecharge';

const meta = {
  title: 'App/Wallet/Continue recharge',
  component: ContinueRecharge,
  ...appStory,
  args: { orderId: ORDER.order_id },
  parameters: {
    app: { session: 'member', answers: { [CONTINUE]: ORDER } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof ContinueRecharge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Continue payment" resumes the open order and shows where to pay it. */
export const Resumes: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue payment' }));
    await expect(
      await canvas.findByText('Deposit R20261125000007 of 300 BRL is awaiting payment.'),
    ).toBeVisible();
    await expect(canvas.getByText('Bet Pagamentos Ltda')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute(
      'href',
      ORDER.pay_url,
    );
    const sent = appOf(context).api.requests.filter((r) => r.path === '/api/v1/continueRecharge');
    await expect(sent.map((r) => r.body)).toEqual([{ order_id: ORDER.order_id }]);
    await expect(sent[0]?.headers.get('idempotency-key')).toBeTruthy();
  },
};

/** An order paid or closed meanwhile: the server's message, and the button for another try. */
export const NoLongerOpen: Story = {
  parameters: {
    app: { answers: { [CONTINUE]: () => envelope(null, 1, 'Order is not awaiting payment') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue payment' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Order is not awaiting payment',
    );
    await expect(canvas.getByRole('button', { name: 'Continue payment' })).toBeEnabled();
  },
};
