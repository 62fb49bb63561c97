export type DeviceKind = 'phone' | 'tablet' | 'computer' | 'unknown';

export interface Device {
  /** A short name a person recognises: "Chrome on Linux", "Safari on iPhone", "curl". */
  label: string;
  kind: DeviceKind;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string, DeviceKind]> = [
  [/\biPhone\b|\biPod\b/, 'iPhone', 'phone'],
  [/\biPad\b/, 'iPad', 'tablet'],
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'phone'],
  [/\bAndroid\b/, 'Android', 'tablet'],
  [/\bWindows\b/, 'Windows', 'computer'],
  [/\bCrOS\b/, 'ChromeOS', 'computer'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS', 'computer'],
  [/\bLinux\b/, 'Linux', 'computer'],
];

const UNKNOWN: Device = { label: 'Unknown device', kind: 'unknown' };

/**
 * Names the device behind a session from its User-Agent, for the security page. The header is whatever
 * the client sent, so this only ever reads it: an unrecognised one falls back to its first product
 * name (a script's "curl/8.5" is "curl"), or to "Unknown device".
 */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent?.trim()) return UNKNOWN;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  if (browser && system) return { label: `${browser} on ${system[1]}`, kind: system[2] };
  if (browser) return { label: browser, kind: 'unknown' };
  if (system) return { label: `Browser on ${system[1]}`, kind: system[2] };
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(userAgent.trim())?.[0];
  return product ? { label: product, kind: 'unknown' } : UNKNOWN;
}
