import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory, type AppStoryParameters } from '../../test/storybook/app-story';
import { AppFooter } from './app-footer';

const meta = {
  title: 'App/Shell/Footer',
  component: AppFooter,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      answers: { 'GET /api/v1/copyright': { text: '© 2026', year: 2026 } },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The harness brand (default theme): its link group, community link and texts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/help/faq',
    );
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/testbet',
    );
    await expect(canvas.getByText('TestBet is for adults.')).toBeVisible();
    // The server's footer text and copyright year arrive after the first paint.
    await expect(await canvas.findByText('Server footer text')).toBeVisible();
    await expect(await canvas.findByText('Copyright © 2026 TestBet')).toBeVisible();
  },
};

/** The language toolbar switches the app's strings, the brand's text and the server's. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(canvas.getByText('TestBet é para adultos.')).toBeVisible();
    await expect(await canvas.findByText('Texto do rodapé')).toBeVisible();
  },
};

/** A real brand from apps/jcbet/src/brand.ts, picked in the theme toolbar. */
export const JCBet: Story = {
  globals: { theme: 'jcbet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Official partner: JC Futebol Clube' }),
    ).toBeVisible();
    await expect(canvas.getByText(/JCBet operates under an online gaming licence/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/jcbet',
    );
  },
};
