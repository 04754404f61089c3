import type { DeviceBrowser, DeviceSystem } from '@mijote/contracts';

// The browser and the system a session's user agent names (« Chrome sur Android »). Order
// matters: Edge, Opera and Samsung Internet also say « Chrome », Chrome also says « Safari »,
// Android also says « Linux ». What is not recognised stays null (« Appareil inconnu »).

const BROWSERS: readonly [RegExp, DeviceBrowser][] = [
  [/\bEdg(e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\b(Headless)?Chrom(e|ium)\/|\bCriOS\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
];

const SYSTEMS: readonly [RegExp, DeviceSystem][] = [
  [/\bAndroid\b/, 'android'],
  [/\biPad\b/, 'ipados'],
  [/\biPhone\b|\biPod\b/, 'ios'],
  [/\bWindows\b/, 'windows'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macos'],
  [/\bLinux\b|\bX11\b/, 'linux'],
];

export function describeDevice(userAgent: string | null | undefined): {
  browser: DeviceBrowser | null;
  system: DeviceSystem | null;
} {
  const agent = (userAgent ?? '').slice(0, 512);
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
  };
}
