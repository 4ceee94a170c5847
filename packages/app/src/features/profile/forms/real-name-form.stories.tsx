import { REAL_NAME_MAX } from '@bet/domain/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { envelope } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { RealNameForm } from './real-name-form';

const ACCOUNT = 'PUT /api/v1/member/account';

const meta = {
  title: 'App/Profile/Real name form',
  component: RealNameForm,
  ...appStory,
  args: { hint: 'The real name can be set only once. To change it later, contact support.' },
  parameters: {
    app: { session: 'member', answers: { [ACCOUNT]: null } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RealNameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const findForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Real name' }));

/** Required; at most REAL_NAME_MAX characters can be typed; then saved. */
export const SetRealName: Story = {
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    const field = form.getByRole('textbox', { name: /Real name/ });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Enter your real name')).toBeVisible();
    await expect(field).toHaveAttribute('maxlength', String(REAL_NAME_MAX));
    await userEvent.type(field, 'Ana Souza');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        appOf(context)
          .api.requests.filter((r) => r.path === '/api/v1/member/account')
          .map((r) => r.body),
      ).toEqual([{ real_name: 'Ana Souza' }]),
    );
  },
};

/** A real name already set: the server refuses a change, said in the member's language. */
export const ChangeRefused: Story = {
  parameters: {
    app: {
      answers: {
        [ACCOUNT]: () =>
          envelope(
            { message_key: 'errors.realNameChangeFailed' },
            1,
            'Real name change failed: contact support',
          ),
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Real name/ }), 'Other Name');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to change the real name',
    );
  },
};
