import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, findDialog } from '../../../test/storybook/app-story';
import { LanguageModal } from './language-modal';

const meta = {
  title: 'App/Language/Language modal',
  component: LanguageModal,
  ...appStory,
  tags: ['!autodocs'],
  args: { onClose: fn() },
} satisfies Meta<typeof LanguageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's languages by their own names; saving switches the app's strings. */
export const SwitchesLanguage: Story = {
  play: async (context) => {
    const { brand, i18n } = appOf(context);
    const dialog = within(await findDialog('Select language'));
    const radios = dialog.getAllByRole('radio');
    await expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      ...brand.languages,
    ]);
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Português (Brasil)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(i18n.language).toBe('pt'));
    await expect(context.args.onClose).toHaveBeenCalled();
    await expect(document.documentElement).toHaveAttribute('lang', 'pt');
  },
};

/** Cancel closes without a change. */
export const Cancel: Story = {
  play: async (context) => {
    const { i18n } = appOf(context);
    const dialog = within(await findDialog('Select language'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Português (Brasil)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(context.args.onClose).toHaveBeenCalled();
    await expect(i18n.language).toBe('en');
  },
};

/** Opened in Portuguese from the toolbar: the modal speaks it, and offers English back. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async () => {
    const dialog = within(await findDialog('Selecionar idioma'));
    await expect(dialog.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeVisible();
  },
};
