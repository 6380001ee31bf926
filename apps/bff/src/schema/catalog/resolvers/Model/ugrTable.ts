import { quotedUgr } from '@ostrel/photometry/ugr';
import type { ModelResolvers } from '../../../../generated/resolvers-types.js';
import { eulumdatFile } from '../../eulumdat-files.js';

export const ugrTable: NonNullable<ModelResolvers['ugrTable']> = async (model, _args, context) => {
  const path = model.photometry.ldt?.url;
  if (!path) return null;
  const read = await context.readFile(path, eulumdatFile);
  if (read.status !== 'ok') return null;
  // Off the request thread and once per file content (the pool keeps tables by digest).
  const computed = await context.compute.ugrTable(read.data.digest, read.data.file);
  if (computed.status !== 'ok') {
    context.log.warn({ msg: 'UGR table not computed', cause: computed.status });
    context.markDegraded();
    return null;
  }
  const table = computed.value;
  if (!table) return null;
  return {
    spacingToHeight: table.spacingToHeight,
    lampFlux: table.lampFlux,
    reflectances: [...table.reflectances],
    rows: table.rows.map(({ room, crosswise, endwise }) => ({ x: room.x, y: room.y, crosswise, endwise })),
    catalogueValue: quotedUgr(table),
  };
};
