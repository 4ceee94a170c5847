import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, renderInline } from './markdown';

describe('help markdown', () => {
  it('splits headings, paragraphs and lists', () => {
    const blocks = parseMarkdown('# Title\nFirst line\nsecond line\n\n- one\n- two\n## Sub\nEnd');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'paragraph', text: 'First line second line' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'heading', level: 3, text: 'Sub' },
      { kind: 'paragraph', text: 'End' },
    ]);
  });

  it('reads numbered lists as ordered lists', () => {
    expect(parseMarkdown('1. first\n2. second\n- other')).toEqual([
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'list', ordered: false, items: ['other'] },
    ]);
  });

  it('renders bold and app links, and leaves HTML as text', () => {
    const nodes = renderInline('Go **now** to [FAQ](/help/faq) <b>x</b>', (href, label, key) => (
      <a key={key} href={href}>
        {label}
      </a>
    ));
    render(<p data-testid="p">{nodes}</p>);
    expect(screen.getByText('now').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/help/faq');
    expect(screen.getByTestId('p').textContent).toBe('Go now to FAQ <b>x</b>');
  });

  it('does not turn javascript: targets into links', () => {
    const nodes = renderInline('[x](javascript:alert(1))', () => <a href="#">bad</a>);
    expect(nodes).toEqual(['[x](javascript:alert(1))']);
  });
});
