import { numberFormat } from '../../src/ui/intl-formats.js';
export interface Point {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine, on the mean Earth radius): within 0.5 % anywhere. */
export function distanceKm(from: Point, to: Point): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A distance as a visitor reads it, rounded to what matters: metres below a kilometre, one
 * decimal below ten, whole kilometres beyond (grouped in the page language).
 */
export function formatDistance(km: number, locale: string): string {
  const number = (value: number, digits = 0) => numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const unit = locale === 'ru' ? { m: 'м', km: 'км' } : { m: 'm', km: 'km' };
  if (km < 1) return `${number(Math.max(10, Math.round((km * 1000) / 10) * 10))} ${unit.m}`;
  if (km < 10) return `${number(km, 1)} ${unit.km}`;
  return `${number(Math.round(km))} ${unit.km}`;
}
