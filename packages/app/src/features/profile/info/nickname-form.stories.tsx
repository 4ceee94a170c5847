import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { NicknameForm } from './nickname-form';

const meta = {
  title: 'App/Profile/Nickname form',
  component: NicknameForm,
  ...appStory,
  args: { nickname: 'player01' },
  parameters: {
    app: {
      session: 'member',
      answers: { 'PUT /api/v1/member/nickname': null },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof NicknameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required and at least 6 characters, checked before sending; then saved, trimmed. */
export const ChangeNickname: Story = {
  play: async (context) => {
    const form = within(
      await within(context.canvasElement).findByRole('form', { name: 'Change nickname' }),
    );
    const field = form.getByRole('textbox', { name: /Nickname/ });
    const submit = () => userEvent.click(form.getByRole('button', { name: 'Change nickname' }));
    await userEvent.clear(field);
    await submit();
    await expect(await form.findByText('Enter a nickname')).toBeVisible();
    await userEvent.type(field, 'abc');
    await submit();
    await expect(
      await form.findByText('The nickname must have at least 6 characters'),
    ).toBeVisible();
    const sent = () =>
      appOf(context).api.requests.filter((r) => r.path === '/api/v1/member/nickname');
    await expect(sent()).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '  lucky777 ');
    await submit();
    await expect(await form.findByText('Changes saved')).toBeVisible();
    await expect(sent().map((r) => r.body)).toEqual([{ nickname: 'lucky777' }]);
  },
};
