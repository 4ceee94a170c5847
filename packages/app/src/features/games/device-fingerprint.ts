// The device info payload of a game launch (spec section 3), read from the browser: the
// fingerprint hashes a drawing on a 200x100 canvas (spec section 9: "Fingerprint canvas 200x100")
// with what the browser says about itself. The payload rules are @bet/domain's.
import { FINGERPRINT_CANVAS } from '@bet/domain/constants';
import {
  buildDeviceInfo,
  fingerprintOf,
  type DeviceEnvironment,
  type DeviceInfo,
} from '@bet/domain/device-info';

function environment(): DeviceEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    language: navigator.language,
    colorDepth: screen.colorDepth,
    screenWidth: screen.width,
    screenHeight: screen.height,
    timezoneOffset: new Date().getTimezoneOffset(),
    // No browser runs Java applets any more (navigator.javaEnabled() is always false).
    javaEnabled: false,
  };
}

/** The canvas drawing: fonts, anti-aliasing and colour handling differ between devices. */
function canvasSignature(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = FINGERPRINT_CANVAS.width;
    canvas.height = FINGERPRINT_CANVAS.height;
    const context = canvas.getContext('2d');
    if (context === null) return 'no-canvas';
    context.textBaseline = 'top';
    context.fillStyle = '#f60';
    context.fillRect(100, 5, 80, 40);
    context.fillStyle = '#069';
    context.font = '16px Arial, sans-serif';
    context.fillText('@bet fingerprint \u{1F3B2}', 4, 12);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.font = 'bold 18px Georgia, serif';
    context.fillText('Cwm fjordbank glyphs vext quiz', 6, 48);
    context.globalCompositeOperation = 'multiply';
    context.beginPath();
    context.arc(150, 70, 24, 0, Math.PI * 2);
    context.fillStyle = '#c0c';
    context.fill();
    return canvas.toDataURL();
  } catch {
    // A browser that blocks canvas reads still gets a fingerprint from the rest.
    return 'no-canvas';
  }
}

function computeFingerprint(env: DeviceEnvironment): string {
  return fingerprintOf([
    canvasSignature(),
    env.userAgent,
    env.language,
    navigator.languages.join(','),
    env.colorDepth,
    env.screenWidth,
    env.screenHeight,
    window.devicePixelRatio,
    navigator.hardwareConcurrency,
    env.timezoneOffset,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ]);
}

let fingerprint: string | undefined;

/** The device info payload; the fingerprint is computed once per page load. */
export function readDeviceInfo(): DeviceInfo {
  const env = environment();
  fingerprint ??= computeFingerprint(env);
  return buildDeviceInfo(env, fingerprint);
}
