import { parseExMarkings } from '@ostrel/ex-marking/marking';
import { describe, expect, it } from 'vitest';
import { loadContentFile } from '../load-content.js';
import { generateModels } from './models.js';

const catalog = loadContentFile('catalog');
const models = generateModels(catalog);
const seriesByCode = new Map(catalog.series.map((series) => [series.gnkCode, series]));
const modelsByCode = new Map(models.map((model) => [model.nkCode, model]));

describe('catalogue content', () => {
  it('has at least 7 sections, 40 series and 250 models', () => {
    expect(catalog.sections.length).toBeGreaterThanOrEqual(7);
    expect(catalog.series.length).toBeGreaterThanOrEqual(40);
    expect(models.length).toBeGreaterThanOrEqual(250);
  });

  it('places every series in an existing section and sub-section', () => {
    for (const series of catalog.series) {
      const [top, child] = series.section;
      const section = catalog.sections.find((candidate) => candidate.code === top);
      expect(section, series.gnkCode).toBeDefined();
      if (child !== undefined)
        expect(
          section?.children.map((c) => c.code),
          series.gnkCode,
        ).toContain(child);
    }
  });

  it('fits every accessory to at least one series and references only existing accessories', () => {
    const accessoryCodes = new Set(catalog.accessories.map((accessory) => accessory.code));
    const used = new Set(catalog.series.flatMap((series) => series.accessories));
    expect(catalog.accessories.length).toBeGreaterThanOrEqual(15);
    expect(accessoryCodes.size).toBe(catalog.accessories.length);
    for (const code of used) expect(accessoryCodes.has(code), code).toBe(true);
    for (const code of accessoryCodes) expect(used.has(code), code).toBe(true);
  });

  it('offers 3- or 5-year warranties only', () => {
    for (const series of catalog.series) expect([3, 5]).toContain(series.warrantyYears);
  });
});

describe('generateModels', () => {
  it('is deterministic', () => {
    expect(generateModels(loadContentFile('catalog'))).toEqual(models);
  });

  it('gives every series 3 to 12 models', () => {
    for (const series of catalog.series) {
      const count = models.filter((model) => model.gnkCode === series.gnkCode).length;
      expect(count, series.gnkCode).toBeGreaterThanOrEqual(3);
      expect(count, series.gnkCode).toBeLessThanOrEqual(12);
    }
  });

  it('uses unique URL-safe codes and unique positive 32-bit ids', () => {
    expect(modelsByCode.size).toBe(models.length);
    expect(new Set(models.map((model) => model.id)).size).toBe(models.length);
    for (const model of models) {
      expect(model.nkCode).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(Number.isInteger(model.id) && model.id > 0 && model.id <= 0x7fffffff, model.nkCode).toBe(true);
    }
  });

  it('keeps ids stable when a series gains models', () => {
    // A series with room for one more power under the 12-model cap.
    const combos = (p: (typeof catalog.series)[number]['models']) =>
      Math.max(1, p.cct.length) * Math.max(1, p.distribution.length) * Math.max(1, p.dimming.length);
    const index = catalog.series.findIndex((s) => (s.models.powers.length + 1) * combos(s.models) <= 12);
    const target = catalog.series[index]!;
    const series = [...catalog.series];
    series[index] = { ...target, models: { ...target.models, powers: [...target.models.powers, 99] } };
    const grown = { ...catalog, series };
    const ids = new Map(generateModels(grown).map((model) => [model.nkCode, model.id]));
    for (const model of models) expect(ids.get(model.nkCode), model.nkCode).toBe(model.id);
  });

  it('archives at least 15 models, each replaced by a current model of the same series', () => {
    const archived = models.filter((model) => model.archived);
    expect(archived.length).toBeGreaterThanOrEqual(15);
    for (const model of archived) {
      const replacement = modelsByCode.get(model.replacedBy ?? '');
      expect(replacement, model.nkCode).toBeDefined();
      expect(replacement?.archived, model.nkCode).toBe(false);
      expect(replacement?.gnkCode, model.nkCode).toBe(model.gnkCode);
    }
    for (const model of models.filter((candidate) => !candidate.archived)) expect(model.replacedBy).toBeNull();
  });

  it('archives exactly the count each series asks for', () => {
    for (const series of catalog.series) {
      const archived = models.filter((model) => model.gnkCode === series.gnkCode && model.archived).length;
      expect(archived, series.gnkCode).toBe(series.models.archived);
    }
  });

  it('keeps power, flux and efficacy consistent', () => {
    for (const model of models) {
      const { power, flux, efficacy } = model.technical;
      expect(power, model.nkCode).toBeGreaterThan(0);
      if (flux === null || efficacy === null) {
        expect(flux, model.nkCode).toBeNull();
        expect(efficacy, model.nkCode).toBeNull();
        continue;
      }
      expect(flux % 10, model.nkCode).toBe(0);
      // efficacy is flux / power rounded to 0.1 lm/W
      expect(Math.abs(flux / power - efficacy), model.nkCode).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(efficacy, model.nkCode).toBeGreaterThan(60);
      expect(efficacy, model.nkCode).toBeLessThanOrEqual(180);
    }
  });

  it('loses efficacy with warmer light within a series', () => {
    for (const series of catalog.series) {
      const byCct = (cct: number) =>
        models.find(
          (model) =>
            model.gnkCode === series.gnkCode &&
            !model.archived &&
            model.technical.cct === cct &&
            model.technical.power === series.models.powers[0],
        );
      const warm = byCct(3000)?.technical;
      const neutral = byCct(4000)?.technical;
      if (warm?.flux && neutral?.flux && warm.distribution === neutral.distribution) {
        expect(warm.flux, series.gnkCode).toBeLessThan(neutral.flux);
      }
    }
  });

  it('marks exactly the explosion-proof range, each marking readable and consistent with the construction', () => {
    const dustSeries = new Set<string>();
    for (const model of models) {
      const series = seriesByCode.get(model.gnkCode)!;
      const t = model.technical;
      if (series.section[0] !== 'explosion-proof') {
        expect(t.exMarking, model.nkCode).toBeNull();
        expect(t.exCertificates, model.nkCode).toEqual([]);
        continue;
      }
      const reading = parseExMarkings(t.exMarking ?? '');
      expect(reading.ok, `${model.nkCode}: ${t.exMarking}`).toBe(true);
      if (!reading.ok) continue;
      const gas = reading.markings.find((marking) => marking.atmosphere === 'gas');
      const dust = reading.markings.find((marking) => marking.atmosphere === 'dust');
      // Every luminaire of the range is for gas; a dust marking comes with it, never alone.
      expect(gas, model.nkCode).toBeDefined();
      expect(reading.markings.length, model.nkCode).toBeLessThanOrEqual(2);
      if (gas && dust) {
        dustSeries.add(model.gnkCode);
        // One enclosure, one surface: its dust rating is no hotter than its gas class allows,
        // and its EPL is of the same level (Gb with Db, Gc with Dc).
        expect(dust.temperature!.maxSurface, model.nkCode).toBeLessThanOrEqual(gas.temperature!.maxSurface);
        expect(dust.epl.slice(1), model.nkCode).toBe(gas.epl.slice(1));
        // Protection by enclosure (t) needs a dust-tight one: IP6X (IEC 60079-31).
        expect(t.ip, model.nkCode).toMatch(/^IP6/);
      }
      // EAC Ex first (TR CU 012/2011 is what the market needs), valid for years past the catalogue's date.
      expect(t.exCertificates[0]?.scheme, model.nkCode).toBe('EAC Ex');
      expect(t.exCertificates[0]!.validUntil! > '2027-01-01', model.nkCode).toBe(true);
      expect(new Set(t.exCertificates.map((certificate) => certificate.scheme)).size).toBe(t.exCertificates.length);
      // The rated ambient range holds the standard's normal one (−20…+40 °C).
      expect(t.tempMin, model.nkCode).toBeLessThanOrEqual(-20);
      expect(t.tempMax, model.nkCode).toBeGreaterThanOrEqual(40);
    }
    // Both kinds exist for the selector to tell apart: gas-only and gas-and-dust.
    expect(dustSeries.size).toBeGreaterThan(0);
    expect(dustSeries.size).toBeLessThan(
      new Set(models.filter((model) => model.technical.exMarking).map((model) => model.gnkCode)).size,
    );
  });

  it('fills electrical, mechanical and lifetime data plausibly', () => {
    for (const model of models) {
      const t = model.technical;
      expect([3, 5], model.nkCode).toContain(t.warrantyYears);
      if (t.powerFactor !== null) expect(t.powerFactor, model.nkCode).toBeGreaterThanOrEqual(0.9);
      if (t.inrushCurrent !== null) expect(t.inrushCurrent, model.nkCode).toBeGreaterThan(0);
      if (t.inrushPulseWidth !== null) expect(t.inrushPulseWidth, model.nkCode).toBeLessThanOrEqual(350);
      if (t.lifetimeHours !== null) {
        expect(t.lifetimeHours, model.nkCode).toBeGreaterThanOrEqual(50_000);
        expect(t.lifetimeHours, model.nkCode).toBeLessThanOrEqual(150_000);
      }
      expect(t.weight, model.nkCode).toBeGreaterThan(0);
      expect(t.length ?? t.diameter, model.nkCode).not.toBeNull();
      expect(t.housing, model.nkCode).toBeTruthy();
      expect(model.description.ru, model.nkCode).toContain('Вт');
      expect(model.description.en, model.nkCode).toContain(' W');
    }
  });

  it('gives emergency models their autonomy and office models a UGR limit read from their file', () => {
    for (const model of models) {
      const section = seriesByCode.get(model.gnkCode)!.section[0];
      if (section === 'emergency') expect([1, 3], model.nkCode).toContain(model.technical.emergencyAutonomy);
      else expect(model.technical.emergencyAutonomy, model.nkCode).toBeNull();
      // Null for an office luminaire only when its file's figure reaches 28 (photometry-agrees checks which).
      if (section === 'office') expect([16, 19, 22, 25, 28, null], model.nkCode).toContain(model.technical.ugr);
      else expect(model.technical.ugr, model.nkCode).toBeNull();
    }
    const office = models.filter((model) => seriesByCode.get(model.gnkCode)!.section[0] === 'office');
    expect(office.filter((model) => model.technical.ugr !== null).length).toBeGreaterThan(40);
    // The texts promise PLATO panels under 19 (series, news, solutions, blog).
    const plato = office.filter((model) => model.gnkCode === 'plato');
    expect(plato.length).toBeGreaterThan(0);
    for (const model of plato) expect(model.technical.ugr, model.nkCode).toBe(19);
  });
});
