/**
 * A hazardous area named in free text, as people search for equipment: a marking or part of one
 * (`1Ex d IIC T4`, written before EPLs existed or without one), a zone in words (`зона 21`,
 * `zone 2`, `Zone-1`), an equipment protection level (`Gb`), a group and a temperature class.
 */

import type { AreaInput } from './area.js';

const zoneWords = /(?:^|[\s,;(])(?:зон[аыеу]?|zone)[\s-]*(0|1|2|20|21|22)(?![\d.,])/iu;
// The Russian level prefix of a marking: 0Ex, 1Ex, 2Ex (ТР ТС 012/2011), zones 0, 1, 2.
const levelPrefix = /(?:^|[\s,;(])([012])\s?Ex(?=[\s\]]|$)/u;
const eplZone: Record<string, number> = { Ga: 0, Gb: 1, Gc: 2, Da: 20, Db: 21, Dc: 22 };
const eplWord = /(?:^|\s)(Ga|Gb|Gc|Da|Db|Dc)(?=\s|$|[,;)])/u;
const groupWord = /(?:^|\s)(IIB\+H2|IIIA|IIIB|IIIC|IIA|IIB|IIC)(?=\s|$|[,;)])/iu;
const classWord = /(?:^|\s)(T[1-6])(?=\s|$|[,;)])/iu;

/**
 * The area the text names, or null when it names no zone: a zone in words, else an EPL, else a
 * level prefix gives the zone; a group and a class are kept when they fit its atmosphere (gas for
 * zones 0–2, dust for 20–22). Words about anything else (a luminaire kind, "ATEX", "пыль") are left
 * to the text search.
 */
export function areaInText(text: string): AreaInput | null {
  const zoneText = zoneWords.exec(text)?.[1];
  const prefix = levelPrefix.exec(text)?.[1];
  const epl = eplWord.exec(text)?.[1];
  const zone =
    zoneText !== undefined
      ? Number(zoneText)
      : epl !== undefined
        ? eplZone[epl]
        : prefix !== undefined
          ? Number(prefix)
          : undefined;
  if (zone === undefined) return null;
  const dust = zone >= 20;
  const group = groupWord.exec(text)?.[1]?.toUpperCase();
  const temperatureClass = classWord.exec(text)?.[1]?.toUpperCase();
  return {
    zone,
    group: group && group.startsWith('III') === dust ? group : null,
    temperatureClass: !dust && temperatureClass ? temperatureClass : null,
  };
}
