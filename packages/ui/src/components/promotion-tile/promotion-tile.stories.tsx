import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../skeleton';
import { PromotionTile } from './promotion-tile';

const art = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/></svg>`,
  )}`;

const meta = {
  title: 'UI/Cards/PromotionTile',
  component: PromotionTile,
  args: {
    src: art('#7c3aed', '#db2777'),
    alt: 'Welcome bonus: 100% on your first deposit',
    href: '/promotions/12',
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div style={{ width: 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof PromotionTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture only: its alt text names the link. */
export const PictureOnly: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /welcome bonus/i });
    await expect(link).toHaveAttribute('href', '/promotions/12');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const WithText: Story = {
  args: {
    title: 'Welcome bonus',
    description: 'Get 100% on your first deposit, up to 500 BRL.',
  },
  play: async ({ canvasElement }) => {
    // The title names the link once; the decorative picture does not repeat it.
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      /^welcome bonus\s*get 100%/i,
    );
  },
};

export const External: Story = {
  args: { href: 'https://example.com/partner-offer', external: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The picture fails to load: the alt text stays visible. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/welcome bonus/i)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Weekend accumulator boost: up to 50% more winnings on parlays of five legs or more',
    description:
      'Place a parlay with five or more legs on soccer, basketball or bd matches between Friday and Sunday and receive a boost of up to 50% on your winnings. Minimum odds per leg 1.30; terms apply.',
  },
};

export const Loading: Story = {
  render: () => <Skeleton variant="rect" height={180} />,
};

function Pair() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        gap: 12,
      }}
    >
      <PromotionTile
        src={art('#7c3aed', '#db2777')}
        alt="Welcome bonus"
        href="/promotions/1"
        title="Welcome bonus"
      />
      <PromotionTile
        src={art('#0891b2', '#15803d')}
        alt="Daily check-in"
        href="/promotions/2"
        title="Daily check-in"
      />
    </div>
  );
}

/** At most two tiles on the home page (spec section 2): stacked on phones, side by side above. */
export const HomePairMobile: Story = {
  parameters: { grid: true },
  render: () => <Pair />,
  globals: { viewport: { value: 'mobile' } },
};

export const HomePairDesktop: Story = {
  parameters: { grid: true },
  render: () => <Pair />,
  globals: { viewport: { value: 'desktop' } },
};
