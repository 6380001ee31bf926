import type { DeviceClass } from '../src/app/page/device.js';

/**
 * Phone, tablet or desktop, from the request: the `Sec-CH-UA-Mobile` client hint where the browser
 * sends it, else the user agent (a phone says "Mobi", an Android tablet says Android without it,
 * an iPad "iPad" or, since iPadOS 13, a desktop Mac: that one counts as a desktop).
 */
export function deviceClass(headers: { 'user-agent'?: string; 'sec-ch-ua-mobile'?: string | string[] }): DeviceClass {
  const userAgent = headers['user-agent'] ?? '';
  if (headers['sec-ch-ua-mobile'] === '?1') return 'phone';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobi/i.test(userAgent)))
    return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}
