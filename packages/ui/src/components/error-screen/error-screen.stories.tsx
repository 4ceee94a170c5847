import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'UI/Feedback/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onGoHome: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCallback: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    // Texts come from the language toolbar's `ui` namespace, so match them loosely.
    const heading = canvas.getByRole('heading', { level: 1, name: /something went wrong/i });
    await expect(heading).toBeVisible();
    // The hint follows the title.
    await expect(heading.nextElementSibling?.textContent).toMatch(/try again/i);
    const home = canvas.getByRole('button', { name: /home/i });
    // Keyboard users reach the button with Tab and activate it with Enter.
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  args: { href: '/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /home/i });
    await expect(link).toHaveAttribute('href', '/');
  },
};

export const InsidePanel: Story = {
  args: { headingLevel: 2 },
  parameters: { layout: 'padded' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
