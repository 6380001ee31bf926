import { parseExMarkings, type ExMarking as ParsedMarking } from '@ostrel/ex-marking/marking';
import { usage } from '@ostrel/ex-marking/selection';
import type { ExMarking, Resolvers } from '../../generated/resolvers-types.js';
import { enumName } from '../base/enum-name.js';

/** The decoder reads this much of what it is given: the longest real pair of markings is under 80. */
const maxDecodedLength = 200;

/** A parsed marking with where it may be used, as the schema has it. */
function exMarkingOf(marking: ParsedMarking): ExMarking {
  const use = usage(marking);
  return {
    text: marking.text,
    atmosphere: marking.atmosphere,
    levelPrefix: marking.levelPrefix,
    protections: marking.protections,
    group: marking.group,
    temperatureClass: marking.temperature?.class ?? null,
    maxSurfaceTemperature: marking.temperature?.maxSurface ?? marking.layer?.maxSurface ?? null,
    epl: marking.epl,
    specialConditions: marking.specialConditions,
    component: marking.component,
    zones: use.zones,
    groups: use.groups,
    temperatureClasses: use.temperatureClasses,
  };
}

export const exResolvers: Resolvers = {
  Model: {
    // Read from the catalogue's marking text; one the reader refuses is logged and left out.
    exMarkings: (model, _args, context) => {
      const text = model.technical.exMarking;
      if (!text) return [];
      const reading = parseExMarkings(text);
      if (reading.ok) return reading.markings.map(exMarkingOf);
      context.log.warn({ msg: 'Ex marking not read', model: model.nkCode, marking: text });
      return [];
    },
  },
  Query: {
    exMarkingDecoding: (_parent, { text }) => {
      const reading = parseExMarkings(text.slice(0, maxDecodedLength));
      return reading.ok
        ? { markings: reading.markings.map(exMarkingOf), problems: [] }
        : {
            markings: [],
            problems: reading.problems.map((problem) => ({ ...problem, code: enumName(problem.code) })),
          };
    },
  },
};
