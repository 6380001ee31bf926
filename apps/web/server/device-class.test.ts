import { describe, expect, it } from 'vitest';
import { deviceClass } from './device-class';

describe('device class', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'phone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'phone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'desktop',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'desktop'],
    ['', 'desktop'],
  ] as const)('reads %s as a %s', (userAgent, expected) => {
    expect(deviceClass({ 'user-agent': userAgent })).toBe(expected);
  });

  it('believes the mobile client hint', () => {
    expect(deviceClass({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'sec-ch-ua-mobile': '?1' })).toBe('phone');
  });
});
