// The help content is written in a small, safe subset of markdown (headings, paragraphs, lists,
// **bold** and app links), turned into React elements: no HTML string is ever injected.
import type { ReactNode } from 'react';

export type Block =
  | { readonly kind: 'heading'; readonly level: 2 | 3; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] };

/** Splits markdown into blocks: '#' is a level-2 heading (the page title is the h1), '##' level 3. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let ordered = false;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', ordered, items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1] === '#' ? 2 : 3, text: heading[2] ?? '' });
    } else if (/^([-*]|\d+\.)\s+/.test(line)) {
      const numbered = /^\d+\./.test(line);
      if (paragraph.length > 0 || (list.length > 0 && numbered !== ordered)) flush();
      ordered = numbered;
      list.push(line.replace(/^([-*]|\d+\.)\s+/, ''));
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** **bold** and [text](/path) inside a line; anything else stays text. */
export function renderInline(
  text: string,
  renderLink: (href: string, label: string, key: number) => ReactNode,
): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\(((?:\/|\?|https:\/\/)[^)\s]*)\)/g;
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push(<strong key={key}>{match[1]}</strong>);
    else parts.push(renderLink(match[3] ?? '/', match[2] ?? '', key));
    key += 1;
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
