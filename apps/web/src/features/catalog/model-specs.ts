import { getFragmentData, graphql, type FragmentType } from '@/app/graphql/generated';
import type { ModelSpecsFragment } from '@/app/graphql/generated/graphql';

/**
 * A model's technical parameters by group: what its page lists, what its structured data names and
 * what the comparison lines up, read alike by both pages.
 */
export const ModelSpecs = graphql(`
  fragment ModelSpecs on Model {
    specs {
      code
      title
      items {
        code
        name
        value
        unit
      }
    }
  }
`);

/** One group of a model's parameters (electrical, photometric…). */
export type ModelSpecGroup = ModelSpecsFragment['specs'][number];

/** The parameter groups of a model read with `...ModelSpecs`. */
export function modelSpecs(model: FragmentType<typeof ModelSpecs>): readonly ModelSpecGroup[] {
  return getFragmentData(ModelSpecs, model).specs;
}
