// WCAG 2.2 contrast math (relative luminance, contrast ratio), written out so brand apps can test
// their themes without a dependency. https://www.w3.org/TR/WCAG22/#dfn-relative-luminance

export interface Rgba {
  /** 0-255 */
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0-1 */
  readonly a: number;
}

/** Thrown for a colour string this module cannot read (only hex and rgb()/rgba() are themed). */
export class InvalidColorError extends Error {
  override readonly name = 'InvalidColorError';
  constructor(readonly color: string) {
    super(`Cannot parse colour "${color}": use #rgb, #rrggbb, #rrggbbaa, rgb() or rgba().`);
  }
}

/** WCAG AA minimums: normal text, and large text or non-text UI parts (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

function parseHex(color: string): Rgba {
  const body = color.slice(1);
  const full =
    body.length <= 4
      ? body
          .split('')
          .map((c) => c + c)
          .join('')
      : body;
  const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

function parseAlpha(raw: string | undefined): number {
  if (raw === undefined) return 1;
  return raw.endsWith('%') ? Number.parseFloat(raw) / 100 : Number.parseFloat(raw);
}

/** Reads #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r g b / a) and rgba(r, g, b, a). */
export function parseColor(color: string): Rgba {
  const trimmed = color.trim();
  if (HEX.test(trimmed)) return parseHex(trimmed);
  const match = RGB.exec(trimmed);
  if (match) {
    const [r, g, b] = [match[1], match[2], match[3]].map(Number);
    const a = parseAlpha(match[4]);
    const valid = [r, g, b].every((c) => c !== undefined && c <= 255) && a >= 0 && a <= 1;
    if (valid && r !== undefined && g !== undefined && b !== undefined) return { r, g, b, a };
  }
  throw new InvalidColorError(color);
}

/** Paints a translucent colour over an opaque one (source-over), as the browser shows it. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white), of an opaque colour. */
export function relativeLuminance(color: Rgba | string): number {
  const { r, g, b } = typeof color === 'string' ? parseColor(color) : color;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Contrast ratio (1 to 21) of a foreground on a background. A translucent background is first
 * painted over white, a translucent foreground over the background.
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = composite(parseColor(background), WHITE);
  const fg = composite(parseColor(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
