import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultTheme } from '../../theme';
import {
  AnnouncementMarquee,
  marqueeDuration,
  MIN_LOOP_MS,
  MS_PER_CHARACTER,
} from './announcement-marquee';

afterEach(cleanup);

describe('marqueeDuration', () => {
  it('grows with the text so long announcements stay readable', () => {
    const long = 'x'.repeat(200);
    expect(marqueeDuration([long])).toBe(200 * MS_PER_CHARACTER);
    expect(marqueeDuration([long, long])).toBe(400 * MS_PER_CHARACTER);
  });

  it('never loops faster than MIN_LOOP_MS', () => {
    expect(marqueeDuration(['Hi'])).toBe(MIN_LOOP_MS);
  });

  it("uses the caller's duration when it is valid", () => {
    expect(marqueeDuration(['Hi'], 3000)).toBe(3000);
    expect(marqueeDuration(['Hi'], Number.NaN)).toBe(MIN_LOOP_MS);
    expect(marqueeDuration(['Hi'], -5)).toBe(MIN_LOOP_MS);
  });
});

/** The rules inside `@media (prefers-reduced-motion: reduce)` that target `element`. */
function reducedMotionRulesFor(element: Element): CSSStyleRule[] {
  const rules: CSSStyleRule[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (
        !(rule instanceof CSSMediaRule) ||
        !rule.conditionText.includes('prefers-reduced-motion: reduce')
      ) {
        continue;
      }
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) rules.push(inner);
      }
    }
  }
  return rules;
}

describe('AnnouncementMarquee with reduced motion', () => {
  it('stops the animation, wraps the text and drops the copy', () => {
    render(
      <ThemeProvider theme={defaultTheme}>
        <AnnouncementMarquee items={['One', 'Two']} />
      </ThemeProvider>,
    );
    const list = screen.getByRole('list');
    const track = list.parentElement as HTMLElement;
    const copy = document.querySelector('[data-copy]') as HTMLElement;
    expect(reducedMotionRulesFor(track).some((r) => r.style.animationName === 'none')).toBe(true);
    expect(reducedMotionRulesFor(list).some((r) => r.style.whiteSpace === 'normal')).toBe(true);
    expect(reducedMotionRulesFor(copy).some((r) => r.style.display === 'none')).toBe(true);
  });
});
