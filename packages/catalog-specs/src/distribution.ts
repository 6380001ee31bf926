import type { Technical } from '@ostrel/contract/schemas/catalog';

export type DistributionCode =
  'wide' | 'medium' | 'narrow' | 'spot' | 'batwing' | 'asymmetric' | 'street-2' | 'street-3';

const distributionCodes: readonly string[] = [
  'wide',
  'medium',
  'narrow',
  'spot',
  'batwing',
  'asymmetric',
  'street-2',
  'street-3',
];

export function distributionOf(technical: Pick<Technical, 'distribution'>): DistributionCode {
  const code = technical.distribution;
  // Unknown or missing codes fall back to the most common optic rather than failing the seed.
  return code !== null && distributionCodes.includes(code) ? (code as DistributionCode) : 'wide';
}
