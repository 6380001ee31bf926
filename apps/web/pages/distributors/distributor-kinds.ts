import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DistributorKind } from '@/app/graphql/generated/graphql';

/** The kinds in the order a visitor reads them: who sells, who serves, where to see the luminaires. */
export const distributorKinds = [
  'distributor',
  'dealer',
  'service',
  'showroom',
] as const satisfies readonly DistributorKind[];

/** What each kind is called in a list of kinds or as a filter. */
export const distributorKindNames: Record<DistributorKind, MessageDescriptor> = {
  distributor: msg`Дистрибьютор`,
  dealer: msg`Дилер`,
  service: msg`Сервисный центр`,
  showroom: msg`Шоурум`,
};

/** A `kind` from the URL, or null when it names no kind. */
export function readKind(value: string | null): DistributorKind | null {
  return distributorKinds.find((kind) => kind === value) ?? null;
}
