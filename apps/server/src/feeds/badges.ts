// Team badges and game pictures, generated as SVG (issue 5: "team pictures (generated, e.g. SVG
// badges)"). The colours and the shape come from a hash of the name, so a team always looks the
// same; the server serves them under /static.
import { createHash } from 'node:crypto';

const PALETTE = [
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#283593',
  '#1565c0',
  '#00838f',
  '#2e7d32',
  '#9e9d24',
  '#f9a825',
  '#ef6c00',
  '#4e342e',
  '#37474f',
];

function hashBytes(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function color(bytes: Buffer, index: number): string {
  return PALETTE[(bytes[index] ?? 0) % PALETTE.length] ?? '#37474f';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to three initials: "Ashford FC" -> "AF". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 3)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** A shield in two colours with the team's initials. */
export function badgeSvg(team: string): string {
  const bytes = hashBytes(`badge:${team}`);
  const [main, accent] = [color(bytes, 0), color(bytes, 1)];
  const stripe = (bytes[2] ?? 0) % 3;
  const band =
    stripe === 0
      ? `<rect x="0" y="34" width="96" height="14" fill="${accent}"/>`
      : stripe === 1
        ? `<rect x="41" y="0" width="14" height="112" fill="${accent}"/>`
        : `<path d="M0 0 L96 112 L96 90 L18 0 Z" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 112" width="96" height="112" role="img" aria-label="${escapeXml(team)}">
<defs><clipPath id="s"><path d="M48 2 L92 14 L92 56 C92 84 70 102 48 110 C26 102 4 84 4 56 L4 14 Z"/></clipPath></defs>
<g clip-path="url(#s)"><rect width="96" height="112" fill="${main}"/>${band}</g>
<path d="M48 2 L92 14 L92 56 C92 84 70 102 48 110 C26 102 4 84 4 56 L4 14 Z" fill="none" stroke="#fff" stroke-width="4"/>
<text x="48" y="74" text-anchor="middle" font-family="Verdana,sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(initials(team))}</text>
</svg>`;
}

/** A game tile: a gradient, a few shapes and the game's name. */
export function gamePictureSvg(name: string, provider: string): string {
  const bytes = hashBytes(`game:${provider}:${name}`);
  const [from, to, shape] = [color(bytes, 0), color(bytes, 1), color(bytes, 2)];
  const circles = [3, 4, 5, 6]
    .map((i) => {
      const cx = 20 + ((bytes[i] ?? 0) % 200);
      const cy = 20 + ((bytes[i + 4] ?? 0) % 120);
      const r = 12 + ((bytes[i + 8] ?? 0) % 30);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${shape}" opacity="0.45"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="160" rx="14" fill="url(#g)"/>${circles}
<text x="120" y="142" text-anchor="middle" font-family="Verdana,sans-serif" font-size="17" font-weight="700" fill="#fff">${escapeXml(name)}</text>
<text x="120" y="26" text-anchor="middle" font-family="Verdana,sans-serif" font-size="12" fill="#fff" opacity="0.85">${escapeXml(provider)}</text>
</svg>`;
}
