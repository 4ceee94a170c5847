// Server HTML (promotion content) is sanitised with DOMPurify before it is rendered: scripts,
// event handlers, javascript: URLs and frames are removed; links that leave the site open in a
// new tab without access to this page.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'em',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'];

export function sanitizeHtml(html: string, origin: string = window.location.origin): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const anchor of fragment.querySelectorAll('a[href]')) {
    const url = new URL(anchor.getAttribute('href') ?? '', origin);
    if (url.origin !== origin) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
