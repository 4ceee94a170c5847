import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled, { ThemeProvider } from 'styled-components';
import { skyTheme } from '../../../../../.storybook/example-themes';
import { Button } from './button';
import { IconButton } from './icon-button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const PlusIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M8 2v12M2 8h12" />
  </svg>
);

const meta = {
  title: 'UI/Actions/Button',
  component: Button,
  args: { children: 'Place bet', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const WithIcons: Story = {
  args: { startIcon: <PlusIcon />, children: 'Add to slip' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable, so keyboard users do not lose their place while it loads.
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/promotions', children: 'See promotions', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See promotions' });
    await expect(link).toHaveAttribute('href', '/promotions');
  },
};

export const DisabledLink: Story = {
  args: { href: '/promotions', children: 'See promotions', disabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See promotions' });
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const IconOnly: Story = {
  render: () => (
    <Row>
      <IconButton icon={<PlusIcon />} aria-label="Add to slip" />
      <IconButton icon={<PlusIcon />} aria-label="Add to slip (primary)" variant="primary" />
      <IconButton icon={<PlusIcon />} aria-label="Adding" loading />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to slip' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adding' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    children: 'Confirm every selection of this fifteen-leg parlay and place the bet now',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Button {...args} />
    </div>
  ),
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, children: 'Deposit' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    const parent = button.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(button.getBoundingClientRect().width).toBeCloseTo(parent, 0);
  },
};

/** The sky example theme restyles only the button through `theme.components.button`. */
export const BrandOverride: Story = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={skyTheme}>
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(getComputedStyle(button).textTransform).toBe('uppercase');
  },
};
