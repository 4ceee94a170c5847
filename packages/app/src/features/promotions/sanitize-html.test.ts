import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const origin = 'https://jcbet.example';

describe('sanitizeHtml', () => {
  it('keeps formatting and removes scripts, handlers and javascript URLs', () => {
    const out = sanitizeHtml(
      '<h2>Bonus</h2><p onclick="steal()">Deposit <strong>100</strong></p><script>steal()</script>' +
        '<a href="javascript:steal()">x</a><img src="x.png" onerror="steal()" alt="pic"><iframe src="https://evil"></iframe>',
      origin,
    );
    expect(out).toContain('<h2>Bonus</h2>');
    expect(out).toContain('<strong>100</strong>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(out).toContain('<img src="x.png" alt="pic">');
  });

  it('opens foreign links in a new tab, keeps own links in the app', () => {
    const out = sanitizeHtml(
      '<a href="https://other.example/a">far</a><a href="/promotions/1">near</a>',
      origin,
    );
    expect(out).toContain(
      '<a href="https://other.example/a" target="_blank" rel="noopener noreferrer">far</a>',
    );
    expect(out).toContain('<a href="/promotions/1">near</a>');
  });

  it('turns plain text into safe text', () => {
    expect(sanitizeHtml('5 < 6 & "ok"', origin)).toBe('5 &lt; 6 &amp; "ok"');
  });
});
