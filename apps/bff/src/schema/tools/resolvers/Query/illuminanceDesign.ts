import { luminairePositions } from '@ostrel/lighting-math/illuminance';
import type { QueryResolvers, ResolversTypes, ToolProblem } from '../../../../generated/resolvers-types.js';
import { eulumdatFile } from '../../../catalog/eulumdat-files.js';

type Answer = ResolversTypes['IlluminanceAnswer'];

const within = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
/** The working plane stays at least this far below the luminaires. */
const minClearance = 0.5;

export const illuminanceDesign: NonNullable<QueryResolvers['illuminanceDesign']> = async (
  _parent,
  { room, reflectances, maintenanceFactor, required, modelId },
  context,
): Promise<Answer> => {
  const problems: ToolProblem[] = [];
  const check = (field: string, ok: boolean) => {
    if (!ok) problems.push({ field, code: 'outOfRange', index: null });
  };
  check('length', within(room.length, 1, 200));
  check('width', within(room.width, 1, 200));
  check('height', within(room.height, 2, 30));
  check('workPlaneHeight', within(room.workPlaneHeight, 0, Math.max(0, room.height - minClearance)));
  check('ceiling', within(reflectances.ceiling, 0, 0.95));
  check('walls', within(reflectances.walls, 0, 0.95));
  check('floor', within(reflectances.floor, 0, 0.95));
  check('maintenanceFactor', within(maintenanceFactor, 0.3, 1));
  check('required', within(required, 1, 5000));
  if (modelId < 1) problems.push({ field: 'modelId', code: 'unknownModel', index: null });
  if (problems.length > 0) return { problems, result: null };

  const unavailable: Answer = { problems: [{ field: 'modelId', code: 'unavailable', index: null }], result: null };
  const read = await context.read('models', { query: { 'ids[]': [modelId] } });
  if (read.status !== 'ok') return unavailable;
  const model = read.data[0];
  if (!model) return { problems: [{ field: 'modelId', code: 'unknownModel', index: null }], result: null };
  const path = model.photometry.ldt?.url;
  const flux = model.technical.flux;
  if (!path || !flux || flux <= 0)
    return { problems: [{ field: 'modelId', code: 'notApplicable', index: null }], result: null };
  const file = await context.readFile(path, eulumdatFile);
  if (file.status !== 'ok') return unavailable;

  // Off the request thread: a large room takes a few hundred milliseconds of a core.
  const computed = await context.compute.designRoom({
    room,
    reflectances,
    maintenanceFactor,
    required,
    eulumdat: file.data.file,
    flux,
    power: model.technical.power,
  });
  if (computed.status !== 'ok') {
    context.log.warn({ msg: 'room design not computed', cause: computed.status });
    return unavailable;
  }
  const design = computed.value;
  if (!design) return { problems: [{ field: 'modelId', code: 'notApplicable', index: null }], result: null };
  return {
    problems,
    result: {
      model,
      count: design.count,
      rows: design.layout.rows,
      columns: design.layout.columns,
      spacingX: design.spacingX,
      spacingY: design.spacingY,
      required,
      reached: design.reached,
      average: design.average,
      minimum: design.minimum,
      maximum: design.maximum,
      uniformity: design.uniformity,
      indirect: design.indirect,
      utilisationFactor: design.utilisationFactor,
      roomIndex: design.roomIndex,
      power: design.power,
      powerDensity: design.powerDensity,
      luminaires: luminairePositions(room, design.layout),
      grid: { xs: design.picture.grid.xs, ys: design.picture.grid.ys, values: design.picture.values },
    },
  };
};
