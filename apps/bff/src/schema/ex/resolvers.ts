import { readArea } from '@ostrel/ex-marking/area';
import { areaInText } from '@ostrel/ex-marking/area-words';
import { parseExMarkings, type ExMarking as ParsedMarking } from '@ostrel/ex-marking/marking';
import { permits, usage, type AreaRequirement } from '@ostrel/ex-marking/selection';
import type { ExMarking, Resolvers } from '../../generated/resolvers-types.js';
import type { BffContext } from '../../context.js';
import { readOr } from '../../upstream/read-or.js';
import { enumName } from '../base/enum-name.js';
import { maxModelsRead } from '../catalog/resolvers/Query/models.js';

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

/** The catalogue section of explosion-proof equipment: what the selector chooses from. */
const exSection = 'explosion-proof';

/**
 * The section's current models with their technical data, by series in catalogue order: the
 * section's series, each series' models, then the models themselves (their marking and rated
 * ambient range are in the full record). A read that fails leaves its part out.
 */
async function exModels(context: BffContext) {
  const section = await readOr(
    context,
    'catalogSection',
    { query: { 'sectionLevelCodes[]': [exSection], pageNum: 1, limit: 60 } },
    null,
  );
  const seriesList = await Promise.all(
    (section?.series ?? []).map((card) => readOr(context, 'series', { params: { gnkCode: card.gnkCode } }, null)),
  );
  const ids = seriesList.flatMap((series) =>
    (series?.models ?? []).filter((model) => !model.archived).map((model) => model.id),
  );
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += maxModelsRead) chunks.push(ids.slice(start, start + maxModelsRead));
  const models = (
    await Promise.all(chunks.map((chunk) => readOr(context, 'models', { query: { 'ids[]': chunk } }, [])))
  ).flat();
  const byId = new Map(models.map((model) => [model.id, model]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The section's current models that IEC 60079-14 lets be used in the area (`permits`). */
export async function exModelsPermitted(context: BffContext, area: AreaRequirement) {
  return (await exModels(context)).filter((model) => {
    const text = model.technical.exMarking;
    const markings = text ? parseExMarkings(text) : null;
    return (
      markings?.ok === true &&
      permits(markings.markings, { ambientMin: model.technical.tempMin, ambientMax: model.technical.tempMax }, area)
    );
  });
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
  SearchResults: {
    // Read from what was typed: a rewrite for the text search may have changed its words.
    exArea: async (results, _args, context) => {
      const named = areaInText(results.rewrite?.typed ?? results.query);
      const reading = named ? readArea(named) : null;
      if (!named || !reading?.ok) return null;
      return {
        zone: named.zone,
        group: named.group ?? null,
        temperatureClass: named.temperatureClass ?? null,
        models: await exModelsPermitted(context, reading.area),
      };
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
    exSelection: async (_parent, { area }, context) => {
      const reading = readArea(area);
      if (!reading.ok) return { models: [], problems: reading.problems };
      return { models: await exModelsPermitted(context, reading.area), problems: [] };
    },
  },
};
