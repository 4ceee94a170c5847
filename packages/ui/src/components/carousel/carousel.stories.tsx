import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, type CarouselSlide } from './carousel';

const banner = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 100"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="100" fill="url(#g)"/></svg>`,
  )}`;

const SLIDES: CarouselSlide[] = [
  {
    pic: banner('#7c3aed', '#db2777'),
    name: 'Welcome bonus 100%',
    url: 'https://example.com/welcome',
  },
  {
    pic: banner('#0891b2', '#15803d'),
    name: 'Daily check-in rewards',
    url: 'https://example.com/check-in',
  },
  {
    pic: banner('#b45309', '#7f1d1d'),
    name: 'Mark six jackpot',
    url: 'https://example.com/mark-six',
  },
];

const meta = {
  title: 'UI/Content/Carousel',
  component: Carousel,
  args: { slides: SLIDES, label: 'Promotions' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The dot of the slide on show carries aria-current. */
const currentSlide = (canvas: Canvas) =>
  canvas
    .getAllByRole('button', { name: /slide \d+ of 3/i })
    .findIndex((dot: HTMLElement) => dot.getAttribute('aria-current') === 'true') + 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute(
      'aria-roledescription',
      expect.stringMatching(/carousel/i),
    );
    const slide = canvas.getByRole('group', { name: /slide 1 of 3/i });
    await expect(slide).toHaveAttribute('aria-roledescription', expect.stringMatching(/slide/i));
    // Spec section 2: each banner opens its url in a new tab.
    const link = within(slide).getByRole('link', { name: 'Welcome bonus 100%' });
    await expect(link).toHaveAttribute('href', 'https://example.com/welcome');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toMatch(/noopener/);
    // Hidden slides are out of the accessibility tree and the tab order.
    await expect(canvas.queryByRole('link', { name: 'Daily check-in rewards' })).toBeNull();
    await expect(currentSlide(canvas)).toBe(1);
  },
};

export const AutoAdvance: Story = {
  args: { intervalMs: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentSlide(canvas)).toBe(2), { timeout: 2000 });
    await waitFor(() => expect(currentSlide(canvas)).toBe(3), { timeout: 2000 });
    // After the last slide it starts again.
    await waitFor(() => expect(currentSlide(canvas)).toBe(1), { timeout: 2000 });
  },
};

export const PausesOnHover: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    await userEvent.hover(region);
    await sleep(700);
    await expect(currentSlide(canvas)).toBe(1);
    await expect(region).toHaveAttribute('data-playing', 'false');
    await userEvent.unhover(region);
    await waitFor(() => expect(currentSlide(canvas)).toBe(2), { timeout: 2000 });
  },
};

export const PausesOnFocus: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rotation button comes first in the tab order (APG).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /pause/i })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Welcome bonus 100%' })).toHaveFocus();
    await sleep(700);
    await expect(currentSlide(canvas)).toBe(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(currentSlide(canvas)).toBe(2), { timeout: 2000 });
  },
};

export const PausesWhenPageHidden: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await sleep(700);
      await expect(currentSlide(canvas)).toBe(1);
    } finally {
      // Back to the real (own-prototype) getter.
      delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await waitFor(() => expect(currentSlide(canvas)).toBe(2), { timeout: 2000 });
  },
};

export const PauseButton: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    /** Leave the carousel: hover and focus no longer pause it, only the user's choice does. */
    const leave = async () => {
      await userEvent.unhover(region);
      (document.activeElement as HTMLElement | null)?.blur();
    };
    await userEvent.click(canvas.getByRole('button', { name: /pause/i }));
    const play = canvas.getByRole('button', { name: /play/i });
    await leave();
    await sleep(700);
    await expect(currentSlide(canvas)).toBe(1);
    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: /pause/i })).toBe(play);
    await leave();
    await waitFor(() => expect(currentSlide(canvas)).toBe(2), { timeout: 2000 });
  },
};

export const Navigation: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /pause/i })).toBeNull();
    const next = canvas.getByRole('button', { name: /next slide/i });
    const previous = canvas.getByRole('button', { name: /previous slide/i });
    await userEvent.click(next);
    await expect(currentSlide(canvas)).toBe(2);
    // The cross-fade makes the new slide visible within a moment.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Daily check-in rewards' })).toBeVisible(),
    );
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(currentSlide(canvas)).toBe(3);
    // Dots work from the keyboard.
    canvas.getByRole('button', { name: /slide 1 of 3/i }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(currentSlide(canvas)).toBe(1);
  },
};

export const Swipe: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('group', { name: /slide 1 of 3/i })
      .parentElement as HTMLElement;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: fromX, clientY: 40 });
      fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: toX, clientY: 44 });
    };
    swipe(300, 120);
    await expect(currentSlide(canvas)).toBe(2);
    swipe(120, 300);
    await expect(currentSlide(canvas)).toBe(1);
    // A short or mostly vertical move is a tap or a scroll, not a swipe.
    swipe(200, 180);
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200, clientY: 0 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 150, clientY: 200 });
    await expect(currentSlide(canvas)).toBe(1);
    // Mouse drags are ignored: the mouse has the buttons.
    fireEvent.pointerDown(viewport, { pointerType: 'mouse', clientX: 300, clientY: 40 });
    fireEvent.pointerUp(viewport, { pointerType: 'mouse', clientX: 100, clientY: 40 });
    await expect(currentSlide(canvas)).toBe(1);
  },
};

/** In right-to-left text the next slide comes from the left. */
export const SwipeRightToLeft: Story = {
  args: { autoPlay: false },
  render: (args) => (
    <div dir="rtl">
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('group', { name: /slide 1 of 3/i })
      .parentElement as HTMLElement;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 120, clientY: 40 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 300, clientY: 40 });
    await expect(currentSlide(canvas)).toBe(2);
  },
};

export const SingleSlide: Story = {
  args: { slides: SLIDES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

/** A banner that fails to load shows its name (the alt text) in its place. */
export const BrokenImage: Story = {
  args: {
    slides: [
      { pic: 'data:image/png;base64,broken', name: 'Weekend boost', url: 'https://example.com' },
    ],
  },
};

export const LongNames: Story = {
  args: {
    autoPlay: false,
    slides: SLIDES.map((slide) => ({
      ...slide,
      name: `${slide.name}: a very long banner description that a screen reader reads out in full`,
    })),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
