import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

// User agents as browsers send them (2026), each to the browser and system a person would name.
const CASES: [string, string, string | null, string | null][] = [
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'chrome',
    'android',
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'safari',
    'ios',
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
    'chrome',
    'ipados',
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'edge',
    'windows',
  ],
  [
    'Firefox on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
    'firefox',
    'macos',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'samsung',
    'android',
  ],
  [
    'Opera on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
    'opera',
    'linux',
  ],
  [
    'headless Chromium',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'chrome',
    'linux',
  ],
  [
    'ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'chrome',
    'chromeos',
  ],
  ['a script', 'curl/8.5.0', null, null],
  ['nothing', '', null, null],
];

describe('describeDevice', () => {
  it.each(CASES)('%s', (_name, agent, browser, system) => {
    expect(describeDevice(agent)).toEqual({ browser, system });
  });

  it('reads no user agent as an unknown device', () => {
    expect(describeDevice(null)).toEqual({ browser: null, system: null });
  });
});
