// The device info payload sent with a game launch (spec section 3, "Device info payload"; section
// 7: "Game launch takes the game id and a body built from the device fingerprint and the measured
// width and height of the frame"). Pure: the app reads the browser and draws the 200x100
// fingerprint canvas (spec section 9), then builds the payload here.

/** The spec's "ip (fixed placeholder)": the server sees the real address. */
export const DEVICE_IP_PLACEHOLDER = '0.0.0.0';

/** Where a launched live game is played when no locale names a region. */
export const DEFAULT_LAUNCH_COUNTRY = 'BR';

export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

/** The device info payload of spec section 3, field for field. */
export interface DeviceInfo {
  readonly ip: string;
  readonly os: string;
  readonly device: DeviceKind;
  readonly browser: string;
  readonly fingerprint: string;
  readonly java_enabled: boolean;
  readonly language: string;
  readonly color_depth: number;
  readonly screen_height: number;
  readonly screen_width: number;
  readonly timezone_offset: number;
}

/** What the app reads from the browser (navigator, screen, Date). */
export interface DeviceEnvironment {
  readonly userAgent: string;
  /** navigator.maxTouchPoints: tells an iPad (which says "Macintosh") from a Mac. */
  readonly maxTouchPoints: number;
  readonly language: string;
  readonly colorDepth: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
  /** Date#getTimezoneOffset(): minutes, positive west of UTC. */
  readonly timezoneOffset: number;
  readonly javaEnabled: boolean;
}

const isTouchMac = (ua: string, touchPoints: number) => /Macintosh/.test(ua) && touchPoints > 1;

export function osOf(userAgent: string, maxTouchPoints = 0): string {
  if (/Android/i.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent) || isTouchMac(userAgent, maxTouchPoints)) return 'iOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/Linux|X11/.test(userAgent)) return 'Linux';
  return 'Unknown';
}

export function deviceKindOf(userAgent: string, maxTouchPoints = 0): DeviceKind {
  if (/iPad|Tablet/i.test(userAgent) || isTouchMac(userAgent, maxTouchPoints)) return 'tablet';
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return 'mobile';
  // Android phones say "Mobile"; an Android user agent without it is a tablet.
  if (/Android/i.test(userAgent)) return 'tablet';
  return 'desktop';
}

/** Browser families, most specific first (Edge, Opera and Samsung also say "Chrome"). */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera/],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\/|Chromium\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];

export function browserOf(userAgent: string): string {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Unknown';
}

/** cyrb53 (public domain): a fast, well-mixed 53-bit string hash. Not for security. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The device fingerprint: a 28-hex-digit hash of what identifies the device (the canvas drawing's
 * data URL, user agent, screen...). The same parts always give the same fingerprint.
 */
export function fingerprintOf(parts: readonly (string | number | boolean)[]): string {
  const text = parts.map(String).join('\u241f');
  return [1, 2].map((seed) => cyrb53(text, seed).toString(16).padStart(14, '0')).join('');
}

export function buildDeviceInfo(env: DeviceEnvironment, fingerprint: string): DeviceInfo {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
  return {
    ip: DEVICE_IP_PLACEHOLDER,
    os: osOf(env.userAgent, env.maxTouchPoints),
    device: deviceKindOf(env.userAgent, env.maxTouchPoints),
    browser: browserOf(env.userAgent),
    fingerprint,
    java_enabled: env.javaEnabled,
    language: env.language,
    color_depth: whole(env.colorDepth),
    screen_height: whole(env.screenHeight),
    screen_width: whole(env.screenWidth),
    timezone_offset: Number.isFinite(env.timezoneOffset) ? Math.round(env.timezoneOffset) : 0,
  };
}

export interface FrameSize {
  readonly width: number;
  readonly height: number;
}

/** The launch body's width and height: whole CSS pixels, at least 1 (the contract's minimum). */
export function launchFrameSize(measured: FrameSize): FrameSize {
  const side = (n: number) => (Number.isFinite(n) ? Math.max(1, Math.round(n)) : 1);
  return { width: side(measured.width), height: side(measured.height) };
}

const REGION = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The ISO country of a live-game launch (its path has one): the first of `locales` that names a
 * region ('en-GB' is GB), else Brazil (pt is the fallback language). The app passes the browser's
 * locales, then its language's own locale (pt-BR, bn-BD, ...).
 */
export function launchCountry(locales: readonly string[]): string {
  for (const locale of locales) {
    const region = REGION.exec(locale.trim())?.[1];
    if (region !== undefined) return region.toUpperCase();
  }
  return DEFAULT_LAUNCH_COUNTRY;
}
