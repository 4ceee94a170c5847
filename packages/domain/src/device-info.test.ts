import { describe, expect, it } from 'vitest';
import {
  browserOf,
  buildDeviceInfo,
  DEVICE_IP_PLACEHOLDER,
  deviceKindOf,
  fingerprintOf,
  launchCountry,
  launchFrameSize,
  osOf,
  type DeviceEnvironment,
} from './device-info';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('user agent reading', () => {
  it.each([
    [UA.chromeWindows, 0, 'Windows', 'desktop', 'Chrome'],
    [UA.edge, 0, 'Windows', 'desktop', 'Edge'],
    [UA.opera, 0, 'Windows', 'desktop', 'Opera'],
    [UA.iphone, 5, 'iOS', 'mobile', 'Safari'],
    [UA.ipadDesktopMode, 5, 'iOS', 'tablet', 'Safari'],
    [UA.ipadDesktopMode, 0, 'macOS', 'desktop', 'Safari'],
    [UA.androidPhone, 5, 'Android', 'mobile', 'Chrome'],
    [UA.androidTablet, 5, 'Android', 'tablet', 'Chrome'],
    [UA.samsung, 5, 'Android', 'mobile', 'Samsung Internet'],
    [UA.firefoxLinux, 0, 'Linux', 'desktop', 'Firefox'],
    [UA.chromebook, 0, 'ChromeOS', 'desktop', 'Chrome'],
    ['', 0, 'Unknown', 'desktop', 'Unknown'],
  ])('%s (touch %i): %s, %s, %s', (ua, touch, os, device, browser) => {
    expect(osOf(ua, touch)).toBe(os);
    expect(deviceKindOf(ua, touch)).toBe(device);
    expect(browserOf(ua)).toBe(browser);
  });
});

describe('fingerprintOf', () => {
  it('is a stable 28-digit hex hash that changes with any part', () => {
    const a = fingerprintOf(['data:image/png;base64,AAA', 'UA', 1920, true]);
    expect(a).toMatch(/^[0-9a-f]{28}$/);
    expect(fingerprintOf(['data:image/png;base64,AAA', 'UA', 1920, true])).toBe(a);
    expect(fingerprintOf(['data:image/png;base64,AAB', 'UA', 1920, true])).not.toBe(a);
    expect(fingerprintOf(['data:image/png;base64,AAA', 'UA', 1921, true])).not.toBe(a);
    // Parts are separated: moving a character between parts is another device.
    expect(fingerprintOf(['ab', 'c'])).not.toBe(fingerprintOf(['a', 'bc']));
  });
});

describe('buildDeviceInfo', () => {
  const env: DeviceEnvironment = {
    userAgent: UA.androidPhone,
    maxTouchPoints: 5,
    language: 'pt-BR',
    colorDepth: 24,
    screenWidth: 412.4,
    screenHeight: 915,
    timezoneOffset: 180,
    javaEnabled: false,
  };

  it('fills every field of the spec payload', () => {
    expect(buildDeviceInfo(env, 'f00d')).toEqual({
      ip: DEVICE_IP_PLACEHOLDER,
      os: 'Android',
      device: 'mobile',
      browser: 'Chrome',
      fingerprint: 'f00d',
      java_enabled: false,
      language: 'pt-BR',
      color_depth: 24,
      screen_height: 915,
      screen_width: 412,
      timezone_offset: 180,
    });
  });

  it('never sends a negative or non-finite number', () => {
    const odd = { ...env, colorDepth: Number.NaN, screenWidth: -1, timezoneOffset: Infinity };
    expect(buildDeviceInfo(odd, 'f')).toMatchObject({
      color_depth: 0,
      screen_width: 0,
      timezone_offset: 0,
    });
    // East of UTC the offset is negative, and stays so.
    expect(buildDeviceInfo({ ...env, timezoneOffset: -330 }, 'f').timezone_offset).toBe(-330);
  });
});

describe('launchFrameSize', () => {
  it('rounds to whole pixels, at least 1', () => {
    expect(launchFrameSize({ width: 1023.6, height: 575.2 })).toEqual({ width: 1024, height: 575 });
    expect(launchFrameSize({ width: 0, height: Number.NaN })).toEqual({ width: 1, height: 1 });
  });
});

describe('launchCountry', () => {
  it('takes the first browser locale with a region', () => {
    expect(launchCountry(['en-GB', 'en', 'pt-BR'])).toBe('GB');
    expect(launchCountry(['pt', 'zh-Hans-CN', 'en-US'])).toBe('CN');
    expect(launchCountry(['bn-bd', 'en-US'])).toBe('BD');
  });

  it("falls back to the language's locale (passed last), then Brazil", () => {
    expect(launchCountry(['es-419', 'es', 'es-ES'])).toBe('ES');
    expect(launchCountry(['bn-BD'])).toBe('BD');
    expect(launchCountry([])).toBe('BR');
  });
});
