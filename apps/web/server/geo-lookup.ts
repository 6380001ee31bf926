import { isIP } from 'node:net';
import * as z from 'zod';
import type { GeoAnswer } from './visitor-cookies.js';

const Answer = z.object({
  ip: z.string().min(1).max(64),
  country: z.object({ iso: z.string().regex(/^[A-Za-z]{2}$/) }),
});

/**
 * Asks the configured geo-IP service about an address (`{ip}` in the URL is replaced by it). Gives
 * null on any failure or when `timeoutMs` passes, so a page never waits longer than that. Only an
 * IP address goes into the URL: what a proxy header claims is not asked about at all.
 */
export async function lookupGeo(urlTemplate: string, ip: string, timeoutMs: number): Promise<GeoAnswer | null> {
  if (isIP(ip) === 0) return null;
  const url = urlTemplate.includes('{ip}') ? urlTemplate.replaceAll('{ip}', encodeURIComponent(ip)) : urlTemplate;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = Answer.safeParse(await response.json());
    return parsed.success ? { countryIso: parsed.data.country.iso.toUpperCase(), ip: parsed.data.ip } : null;
  } catch {
    return null;
  }
}
