import type { z } from 'zod';
import type { startSessionSchema } from '@contract/account/sessions';

export type DeviceInfo = z.input<typeof startSessionSchema>;

/**
 * What the sessions list shows about this device, read simply from the user agent: enough to tell
 * "Chrome on Windows" from "Safari on iPhone", not a full parser.
 */
export function deviceInfoFrom(userAgent: string, language?: string, timezone?: string): DeviceInfo {
  const os = osOf(userAgent);
  const browser = browserOf(userAgent);
  const deviceType = deviceTypeOf(userAgent);
  return {
    deviceType,
    deviceName: `${browser} on ${os}`,
    browser,
    os,
    ...(language ? { language } : {}),
    ...(timezone ? { timezone } : {}),
  };
}

export function currentDeviceInfo(): DeviceInfo {
  let timezone: string | undefined;
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timezone = undefined;
  }
  return deviceInfoFrom(navigator.userAgent, navigator.language, timezone);
}

function deviceTypeOf(ua: string): DeviceInfo['deviceType'] {
  if (/iPad|Tablet|PlayBook|Silk/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(ua)) return 'mobile';
  return 'desktop';
}

function osOf(ua: string): string {
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Android/i.test(ua)) return 'Android';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/CrOS/i.test(ua)) return 'ChromeOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return 'Unknown';
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
function browserOf(ua: string): string {
  if (/Edg\//i.test(ua)) return 'Edge';
  if (/OPR\/|Opera/i.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS/i.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS|Chromium/i.test(ua)) return 'Chrome';
  if (/Safari\//i.test(ua)) return 'Safari';
  return 'Unknown';
}
