import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isScrollInput, useSeenOnScroll } from './use-seen-on-scroll';

/** A section in view from the start, as trends are on a tall phone or after a list shrinks. */
function Watched({ onSeen }: { readonly onSeen: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useSeenOnScroll(ref, true, onSeen);
  return (
    <section ref={ref} aria-label="Below">
      <input aria-label="Stake" />
    </section>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('useSeenOnScroll', () => {
  it('does not call onSeen for a scroll the page caused, nor for typing a space in a field', async () => {
    const onSeen = vi.fn();
    render(<Watched onSeen={onSeen} />);
    document.dispatchEvent(new Event('scroll'));
    window.scrollTo(0, 0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '1 0');
    await settle();
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('calls onSeen once the member scrolls and the element is in view', async () => {
    const onSeen = vi.fn();
    render(<Watched onSeen={onSeen} />);
    document.body.dispatchEvent(new WheelEvent('wheel', { deltaY: 120, bubbles: true }));
    await vi.waitFor(() => expect(onSeen).toHaveBeenCalled());
  });

  it('counts a wheel, a finger and the scroll keys as scrolling, not other keys', () => {
    const input = document.createElement('input');
    const key = (key: string) => new KeyboardEvent('keydown', { key });
    expect(isScrollInput(new WheelEvent('wheel'))).toBe(true);
    expect(isScrollInput(new Event('touchmove'))).toBe(true);
    expect(isScrollInput(key('PageDown'))).toBe(true);
    expect(isScrollInput(key(' '))).toBe(true);
    expect(isScrollInput(key('a'))).toBe(false);
    const typed = key(' ');
    input.dispatchEvent(typed);
    expect(isScrollInput(typed)).toBe(false);
  });
});
