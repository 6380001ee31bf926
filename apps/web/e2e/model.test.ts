import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import { collectErrors, desktop, phone, sharedBrowser, sharedTabs, visit } from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';

const SeriesFirstModel = graphql(`
  query E2eSeriesFirstModel($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        models {
          nkCode
        }
      }
    }
  }
`);

const ModelExMarkings = graphql(`
  query E2eModelExMarkings($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        exMarkings {
          text
          atmosphere
          epl
          zones
          groups
          temperatureClasses
          maxSurfaceTemperature
        }
      }
    }
  }
`);

const ModelCone = graphql(`
  query E2eModelCone($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        photometricSummary {
          luminaireFlux
        }
        coneDiagram {
          height
          centreIlluminance
          beamDiameterC0C180
          beamDiameterC90C270
        }
      }
    }
  }
`);

/** The server HTML of the section titled by the element `titleId`, up to the section's end. */
function sectionOf(html: string, titleId: string): string {
  const start = html.indexOf(`aria-labelledby="${titleId}"`);
  if (start < 0) throw new Error(`the page has no section titled by #${titleId}`);
  return html.slice(start, html.indexOf('</section>', start));
}

/** The rows of the first table in `html`, each a list of its cells' text. */
function tableRows(html: string): string[][] {
  const body = /<table[^>]*>.*?<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((match) =>
    [...match[1]!.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((cell) => cell[1]!),
  );
}

const ModelUgr = graphql(`
  query E2eModelUgr($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        technical {
          ugr
        }
        ugrTable {
          rows {
            x
            y
            crosswise
            endwise
          }
          catalogueValue
        }
      }
    }
  }
`);

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const modelPath = '/product/plato/plato-25-830';

const ModelContent = graphql(`
  query E2eModelContent($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        name
        specs {
          title
          items {
            code
            name
            value
            unit
          }
        }
        documents {
          title
        }
      }
    }
    accessories(gnkCode: $gnkCode) {
      name
    }
  }
`);

const ModelPhotometry = graphql(`
  query E2eModelPhotometry($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        technical {
          beamAngle
        }
        photometricSummary {
          luminaireFlux
          cieFluxCode
          beamC0C180 {
            halfPeak
          }
          beamC90C270 {
            halfPeak
          }
          bugRating {
            backlight
            uplight
            glare
          }
        }
      }
    }
  }
`);

/** The model this spec opens and the accessories of its series, as the BFF gives them. */
async function modelData(locale: Locale) {
  const { model, accessories } = await askBff(locale, ModelContent, { gnkCode: 'plato', nkCode: 'plato-25-830' });
  return { model: narrowTo(model, 'Model'), accessories };
}

describe('a model page', () => {
  it.each(['ru', 'en'] as const)(
    'shows the technical data in its groups, with inrush current, IP and IK where given (%s)',
    async (locale) => {
      const { model } = await modelData(locale);
      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, modelPath)}`);
      expect(await page.locator('h1').innerText()).toBe(model.name);
      const groupTitles = page.locator('main section h2[id^="specs-"]');
      expect(await groupTitles.allInnerTexts()).toEqual(model.specs.map((group) => group.title));
      const inrush = model.specs.flatMap((group) => group.items).find((item) => item.code === 'inrushCurrent');
      expect(inrush).toBeDefined();
      expect(await page.locator('[data-code="inrushCurrent"] dd').innerText()).toBe(
        `${inrush!.value}\u00a0${inrush!.unit!}`,
      );
      expect(await page.locator('[data-code="ip"] dd').innerText()).toMatch(/^IP\d\d/);
      expect(
        await page
          .getByRole('navigation', { name: locale === 'ru' ? 'Навигационная цепочка' : 'Breadcrumbs' })
          .locator('li')
          .allInnerTexts(),
      ).toEqual(
        locale === 'ru'
          ? ['Главная', 'Каталог', 'Офисное освещение', 'Светодиодные панели', 'PLATO', model.name]
          : ['Home', 'Catalogue', 'Office lighting', 'LED panels', 'PLATO', model.name],
      );
      expect(errors).toEqual([]);
    },
  );

  it('draws its light distribution diagram from its own photometric file, in the server HTML', async () => {
    const html = (await get(`${site}${modelPath}`)).body.toString();
    const across = /<path class="[^"]*across[^"]*" d="(M[^"]+Z)"/.exec(html)?.[1];
    const along = /<path class="[^"]*along[^"]*" d="(M[^"]+Z)"/.exec(html)?.[1];
    expect(across).toBeDefined();
    expect(along).toBeDefined();
    // One point per gamma angle on each side of each plane (73 angles in the file: 0–180° by 2.5°).
    expect(across!.split('L')).toHaveLength(146);
    expect(along!.split('L')).toHaveLength(146);
    // Gamma 0 is straight down from the centre (100, 100): a panel shines most there.
    const [x, y] = (/^M([\d.]+) ([\d.]+)L/.exec(across!) ?? []).slice(1).map(Number);
    expect(x).toBe(100);
    expect(y).toBeGreaterThan(100);
    expect(html).toMatch(
      /<title id="polar-title">Кривая силы света в плоскостях C0–C180 и C90–C270, до [\d\s ]+ кд\/клм<\/title>/,
    );
    // Four labelled rings, the outermost at the scale the title names.
    const scale = /до ([\d\s ]+) кд\/клм/.exec(html)?.[1];
    const rings = [...html.matchAll(/<text x="102" y="[\d.]+">([^<]+)<\/text>/g)].map((match) => match[1]);
    expect(rings).toHaveLength(4);
    expect(rings.at(-1)).toBe(scale);
  });

  it('draws the same diagram in English, and none for a model without a photometric file', async () => {
    const russian = (await get(`${site}${modelPath}`)).body.toString();
    const english = (await get(`${site}${pathIn('en', modelPath)}`)).body.toString();
    const pathsOf = (html: string) =>
      [...html.matchAll(/<path class="[^"]*(?:across|along)[^"]*" d="([^"]+)"/g)].map((match) => match[1]);
    expect(pathsOf(english)).toEqual(pathsOf(russian));
    expect(english).toMatch(
      /<title id="polar-title">Luminous intensity in the C0–C180 and C90–C270 planes, up to [\d,]+ cd\/klm<\/title>/,
    );
    // Exit signs have no light output to measure, so no EULUMDAT file.
    const series = (await get(`${site}/product/exit-pro`)).body.toString();
    const exitSign = /href="(\/product\/exit-pro\/[^"]+)"/.exec(series)?.[1];
    expect(exitSign).toBeDefined();
    const page = await get(`${site}${exitSign!}`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('data-code="ip"');
    expect(page.body.toString()).not.toContain('id="polar-title"');
    expect(page.body.toString()).not.toContain('id="photometry-title"');
  });

  it.each(['ru', 'en'] as const)(
    'lists beside the diagram the photometry computed from its own LDT file, in the server HTML (%s)',
    async (locale) => {
      const model = narrowTo(
        (await askBff(locale, ModelPhotometry, { gnkCode: 'plato', nkCode: 'plato-25-830' })).model,
        'Model',
      );
      const summary = model.photometricSummary!;
      const html = (await get(`${site}${pathIn(locale, modelPath)}`)).body.toString();
      const row = (code: string) =>
        new RegExp(`data-code="${code}"><dt>([^<]+)</dt><dd>([^<]+)</dd>`).exec(html)?.slice(1) ?? [];
      expect(html).toContain(locale === 'ru' ? '>Фотометрия</h3>' : '>Photometry</h3>');
      const flux = Math.round(summary.luminaireFlux);
      expect(row('luminaire-flux')).toEqual(
        locale === 'ru'
          ? ['Световой поток светильника', `${flux.toLocaleString('ru-RU')}\u00a0лм`]
          : ['Luminaire flux', `${flux.toLocaleString('en-GB')}\u00a0lm`],
      );
      expect(row('cie-flux-code')[1]).toBe(summary.cieFluxCode.join(' '));
      // The beam angle the catalogue declares is the wider plane's, as the file has it.
      const [across, along] = [summary.beamC0C180.halfPeak, summary.beamC90C270.halfPeak].map(Math.round);
      expect(row('beam-angle')[1]).toBe(`${String(across)}° / ${String(along)}°`);
      expect(Math.max(across!, along!)).toBe(model.technical.beamAngle);
    },
  );

  it('rates an outdoor model by BUG (IES TM-15) from its own file, and leaves the rating off indoor models', async () => {
    const model = narrowTo(
      (await askBff('en', ModelPhotometry, { gnkCode: 'avenue', nkCode: 'avenue-40-740' })).model,
      'Model',
    );
    const bug = model.photometricSummary!.bugRating!;
    // The street section promises no upward light; its files must say the same.
    expect(bug.uplight).toBe(0);
    const street = (await get(`${site}/en/product/avenue/avenue-40-740`)).body.toString();
    expect(/data-code="bug-rating"><dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/.exec(street)?.slice(1)).toEqual([
      'BUG rating (IES TM-15)',
      `B${String(bug.backlight)} U0 G${String(bug.glare)}`,
    ]);
    const office = (await get(`${site}/en${modelPath}`)).body.toString();
    expect(office).toContain('data-code="luminaire-flux"');
    expect(office).not.toContain('data-code="bug-rating"');
  });

  it.each(['ru', 'en'] as const)(
    'prints the UGR table of its own LDT file in the server HTML, and its declared limit holds it (%s)',
    async (locale) => {
      const [gnkCode, nkCode] = ['linea', 'linea-36-840'];
      const model = narrowTo((await askBff(locale, ModelUgr, { gnkCode, nkCode })).model, 'Model');
      const table = model.ugrTable!;
      const html = (await get(`${site}${pathIn(locale, `/product/${gnkCode}/${nkCode}`)}`)).body.toString();
      const decimal = (value: number) => {
        const fixed = value.toFixed(1);
        return locale === 'ru' ? fixed.replace('.', ',') : fixed;
      };
      expect(html).toContain(locale === 'ru' ? '>Показатель дискомфорта UGR</h3>' : '>Unified glare rating (UGR)</h3>');
      const quoted = /data-code="ugr-4h8h">.*?<strong>([^<]+)<\/strong>/s.exec(html)?.[1];
      expect(quoted).toBe(decimal(table.catalogueValue!));
      // 19 rooms; the 4H × 8H row as the BFF computed it, a dash where a room has no value.
      const rows = tableRows(sectionOf(html, 'ugr-title'));
      expect(rows).toHaveLength(19);
      const standard = table.rows.findIndex((row) => row.x === 4 && row.y === 8);
      const printed = [...table.rows[standard]!.crosswise, ...table.rows[standard]!.endwise].map((value) =>
        value === null ? '—' : decimal(value),
      );
      expect(rows[standard]).toEqual(['4H\u00a0×\u00a08H', ...printed]);
      // "UGR < N" in the specifications is the lowest limit the quoted figure stays under.
      expect(Number(decimal(table.catalogueValue!).replace(',', '.'))).toBeLessThan(model.technical.ugr!);
      expect(html).toMatch(new RegExp(`data-code="ugr">.*?&lt; ${String(model.technical.ugr)}`, 's'));
    },
  );

  it.each(['ru', 'en'] as const)(
    'prints the cone diagram of its own LDT file in the server HTML, at heights typical for its flux (%s)',
    async (locale) => {
      for (const [gnkCode, nkCode, heights] of [
        ['plato', 'plato-40-840', ['1', '2', '3', '4', '5']],
        ['avenue', 'avenue-60-740', ['4', '6', '8', '10', '12']],
        ['titan-hb', 'titan-hb-150-840', ['6', '9', '12', '15', '20']],
      ] as const) {
        const model = narrowTo((await askBff(locale, ModelCone, { gnkCode, nkCode })).model, 'Model');
        const html = (await get(`${site}${pathIn(locale, `/product/${gnkCode}/${nkCode}`)}`)).body.toString();
        const section = sectionOf(html, 'cone-title');
        expect(section).toContain(locale === 'ru' ? '>Конус света</h3>' : '>Cone diagram</h3>');
        const format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 1 });
        const tenth = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });
        const rows = tableRows(section);
        expect(rows.map((row) => row[0])).toEqual(heights);
        expect(rows).toEqual(
          model.coneDiagram!.map((row) => [
            format.format(row.height),
            format.format(Number(row.centreIlluminance.toPrecision(3))),
            row.beamDiameterC0C180 === null ? '—' : tenth.format(row.beamDiameterC0C180),
            row.beamDiameterC90C270 === null ? '—' : tenth.format(row.beamDiameterC90C270),
          ]),
        );
        // The drawing: a line per height, each labelled with it.
        expect([...section.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1])).toEqual(
          heights.map((height) => `${format.format(Number(height))} ${locale === 'ru' ? 'м' : 'm'}`),
        );
      }
    },
  );

  it.each(['ru', 'en'] as const)(
    'offers the model and its series as GLDF: each link downloads a container through the site (%s)',
    async (locale) => {
      for (const path of ['/product/plato/plato-25-830', '/product/plato']) {
        const html = (await get(`${site}${pathIn(locale, path)}`)).body.toString();
        const link = /<a href="(\/upload\/gldf\/[^"]+)" download="([^"]+)" data-code="gldf"/.exec(html);
        expect(link, path).not.toBeNull();
        expect(html).toContain(locale === 'ru' ? 'GLDF для DIALux и Relux' : 'GLDF for DIALux and Relux');
        const file = await get(`${site}${link![1]!}`);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('application/zip');
        // A ZIP whose first entry is product.xml.
        expect(file.body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
        expect(file.body.subarray(30, 41).toString('latin1')).toBe('product.xml');
        expect(link![2]).toMatch(/^OSTREL PLATO(-25-830)?\.gldf$/);
      }
    },
  );

  it('opens the UGR table on a phone: scrolled sideways by keyboard; it and the cone diagram with no accessibility violations', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/product/linea/linea-36-840`);
    await page.getByText('Таблица UGR для 19 помещений').click();
    const scroller = page.getByRole('region', { name: 'Таблица UGR' });
    await expect.poll(() => scroller.isVisible()).toBe(true);
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await violations(page, 'section[aria-labelledby="ugr-title"]')).toEqual([]);
    expect(await violations(page, 'section[aria-labelledby="cone-title"]')).toEqual([]);
  });

  it.each(['ru', 'en'] as const)(
    'tells an explosion-proof model’s zones, groups and temperature classes, in the server HTML (%s)',
    async (locale) => {
      const atmospheres: string[] = [];
      for (const gnkCode of ['atlant-ex', 'atlant-ex-linear', 'bastion-ex']) {
        const { series } = await askBff(locale, SeriesFirstModel, { gnkCode });
        const nkCode = narrowTo(series, 'Series').models[0]!.nkCode;
        const { model } = await askBff(locale, ModelExMarkings, { gnkCode, nkCode });
        const markings = narrowTo(model, 'Model').exMarkings;
        const html = (await get(`${site}${pathIn(locale, `/product/${gnkCode}/${nkCode}`)}`)).body.toString();
        const section = html.slice(html.indexOf('aria-labelledby="ex-usage-title"'));
        const body = /<tbody>(.*?)<\/tbody>/s.exec(section)?.[1] ?? '';
        const rows = [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
          [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => cell[1]!.replace(/<[^>]+>.*$/s, '')),
        );
        // A row per marking, a dust one with its surface temperature.
        atmospheres.push(markings.map((marking) => marking.atmosphere).join(' + '));
        expect(rows).toEqual(
          markings.map((marking) => [
            marking.text,
            marking.epl,
            marking.zones.join(', '),
            marking.groups.join(', '),
            marking.atmosphere === 'gas'
              ? `${marking.temperatureClasses[0]!}–${marking.temperatureClasses.at(-1)!}`
              : `≤ ${String(marking.maxSurfaceTemperature)} °C`,
          ]),
        );
      }
      expect(atmospheres).toEqual(['gas + dust', 'gas', 'gas + dust']);
      // A luminaire that is not explosion-proof has no such section.
      const plato = (await get(`${site}${pathIn(locale, modelPath)}`)).body.toString();
      expect(plato).not.toContain('ex-usage-title');
    },
  );

  it('lists its documents with their sizes and the accessories that fit, five at first (requirements §8)', async () => {
    const { model, accessories } = await modelData('ru');
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}${modelPath}`);
    // The model's GLDF container first (built when asked for, so without a size), then its documents.
    expect(await page.locator('#documents li a').allInnerTexts()).toEqual([
      'GLDF для DIALux и Relux',
      ...model.documents.map((document) => document.title),
    ]);
    expect(await page.locator('#documents li:not([data-kind="gldf"])').first().innerText()).toMatch(
      /\d+(,\d)?\s(кБ|МБ)/,
    );
    const shown = page.locator('section[aria-labelledby="accessories-title"] li h3');
    expect(await shown.count()).toBe(accessories.length);
    const visible = await shown.evaluateAll(
      (names) => names.filter((name) => (name as HTMLElement).offsetParent !== null).length,
    );
    expect(visible).toBe(Math.min(5, accessories.length));
    if (accessories.length > 5) {
      await page.getByRole('button', { name: /Показать все|Show all/ }).click();
      await expect
        .poll(() =>
          shown.evaluateAll((names) => names.filter((name) => (name as HTMLElement).offsetParent !== null).length),
        )
        .toBe(accessories.length);
    }
  });

  it('carries Product JSON-LD tied to its series, and BreadcrumbList', async () => {
    const html = (await get(`${site}${modelPath}`)).body.toString();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const product = blocks.find((block) => block['@type'] === 'Product') as
      { sku: string; isVariantOf: { name: string }; additionalProperty: unknown[] } | undefined;
    expect(product?.sku).toBe('plato-25-830');
    expect(product?.isVariantOf.name).toBe('PLATO');
    expect(product?.additionalProperty.length).toBeGreaterThan(10);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('answers a model the series does not have with the 404 page', async () => {
    expect((await get(`${site}/product/plato/no-such-model`)).status).toBe(404);
    expect((await get(`${site}/product/no-such-series/plato-25-830`)).status).toBe(404);
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('has no accessibility violations (%s)', async (_name, viewport) => {
    const page = await tab({ viewport });
    await visit(page, `${site}${modelPath}`);
    expect(await violations(page)).toEqual([]);
  });
});
