// Pictures the seed data points at (slides, banners, promotions, VIP badges, support icons):
// generated SVG, so that the home carousel, the promotion tiles, the promotions page, the VIP
// club and the support panel show real images without shipping any. Only the names listed here
// exist; anything else under these folders is a 404.
import { createHash } from 'node:crypto';
import { gamePictureSvg } from '../feeds/badges.ts';
import { VIP_LEVELS } from '../seed/catalog-data.ts';

type Shape = 'wide' | 'tile' | 'badge' | 'icon';

interface Poster {
  readonly title: string;
  /** A second line under the title. */
  readonly tagline?: string;
  readonly shape: Shape;
}

/** Width x height per shape: the carousel is 16:5 on desktop, promotion tiles 16:9. */
const SIZES: Readonly<Record<Shape, readonly [number, number]>> = {
  wide: [1600, 500],
  tile: [960, 540],
  badge: [240, 160],
  icon: [96, 96],
};

const POSTERS: ReadonlyMap<string, Poster> = new Map<string, Poster>([
  ['banners/download', { title: 'Download the app', shape: 'tile' }],
  ['banners/welcome', { title: 'Welcome bonus', tagline: 'Deposit 100, play more', shape: 'tile' }],
  [
    'banners/check-in',
    { title: 'Daily check-in', tagline: 'Seven days of rewards', shape: 'tile' },
  ],
  ['slides/sports', { title: 'Sports', tagline: 'Soccer, basketball and more', shape: 'wide' }],
  ['slides/lottery', { title: 'Mark Six', tagline: 'A draw every few minutes', shape: 'wide' }],
  ['slides/live', { title: 'Live games', tagline: 'Real dealers, real time', shape: 'wide' }],
  ['promotions/1', { title: 'Welcome bonus', tagline: 'First-day deposit offer', shape: 'tile' }],
  ['promotions/2', { title: 'Daily check-in', tagline: 'Rewards that grow', shape: 'tile' }],
  ['support/chat', { title: 'Chat', shape: 'icon' }],
  ['support/telegram', { title: 'Telegram', shape: 'icon' }],
  ['support/whatsapp', { title: 'WhatsApp', shape: 'icon' }],
  ['support/email', { title: 'Email', shape: 'icon' }],
  ['support/ana', { title: 'Ana', shape: 'icon' }],
  ...VIP_LEVELS.map((vip): [string, Poster] => [
    `vip/${vip.name}`,
    { title: `VIP ${vip.name}`, shape: 'badge' },
  ]),
]);

/** The public path of a poster, e.g. posterPath('slides', 'sports') = '/static/slides/sports.svg'. */
export function posterPath(folder: string, name: string): string {
  const key = `${folder}/${name}`;
  if (!POSTERS.has(key)) throw new Error(`no poster named ${key}`);
  return `/static/${key}.svg`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(text: string, index: number): number {
  return (createHash('sha256').update(text).digest()[index] ?? 0) * (360 / 256);
}

/**
 * A gradient with the title in the middle, so a crop to another aspect ratio (the carousel is
 * 2:1 on phones) keeps the text in view.
 */
function posterSvg(key: string, poster: Poster): string {
  if (poster.shape === 'badge') return gamePictureSvg(poster.title, '@bet');
  const [width, height] = SIZES[poster.shape];
  const [a, b] = [hue(key, 0), hue(key, 1)];
  const title = escapeXml(poster.title);
  if (poster.shape === 'icon') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${title}">
<circle cx="48" cy="48" r="48" fill="hsl(${a} 55% 42%)"/>
<text x="48" y="60" text-anchor="middle" font-family="Verdana,sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml([...poster.title][0] ?? '')}</text>
</svg>`;
  }
  const size = Math.round(height * 0.2);
  const tagline =
    poster.tagline === undefined
      ? ''
      : `<text x="${width / 2}" y="${height / 2 + size * 0.95}" text-anchor="middle" font-family="Verdana,sans-serif" font-size="${Math.round(size * 0.42)}" fill="#fff" opacity="0.9">${escapeXml(poster.tagline)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 62% 34%)"/><stop offset="1" stop-color="hsl(${b} 70% 22%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.12}" cy="${height * 0.2}" r="${height * 0.42}" fill="#fff" opacity="0.07"/>
<circle cx="${width * 0.9}" cy="${height * 0.85}" r="${height * 0.5}" fill="#fff" opacity="0.06"/>
<text x="${width / 2}" y="${height / 2 + size * 0.2}" text-anchor="middle" font-family="Verdana,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${title}</text>${tagline}
</svg>`;
}

/** The SVG of a poster, or undefined when there is no such poster. */
export function posterFile(folder: string, file: string): string | undefined {
  const key = `${folder}/${file.replace(/\.svg$/, '')}`;
  const poster = POSTERS.get(key);
  return poster === undefined ? undefined : posterSvg(key, poster);
}
