import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  gotoHeld,
  openPage,
  sharedBrowser,
  sharedTabs,
  viewports,
  visit,
  waitForHydrated,
} from './support/browser';
import { pathIn } from './support/frame';
import { reflowFaults } from './support/reflow';
import { get } from './support/http';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const locales = ['ru', 'en'] as const;
const calculator = '/services/circuit-breakers-calculator';
const lightingCalculator = '/services/lighting-calculator';

const TitanModels = graphql(`
  query E2eToolTitanModels {
    series(gnkCode: "titan-hb") {
      __typename
      ... on Series {
        models {
          id
          name
          nkCode
          archived
        }
      }
    }
  }
`);

const BreakerAnswer = graphql(`
  query E2eBreakerAnswer($lines: [CircuitLineInput!]!, $curve: BreakerCurve!, $rating: Int!, $supply: Supply!) {
    circuitBreakerCheck(lines: $lines, curve: $curve, rating: $rating, supply: $supply) {
      result {
        lines {
          capacity {
            maximum
            total
            binding
          }
        }
        circuit {
          fits
          phases {
            total
          }
        }
      }
    }
  }
`);

const PlatoModels = graphql(`
  query E2eToolPlatoModels {
    series(gnkCode: "plato") {
      __typename
      ... on Series {
        models {
          id
          nkCode
          archived
        }
      }
    }
  }
`);

const LightingAnswer = graphql(`
  query E2eLightingAnswer($modelId: Int!, $required: Float!) {
    illuminanceDesign(
      room: { length: 12, width: 6, height: 3, workPlaneHeight: 0.8 }
      reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 }
      maintenanceFactor: 0.8
      required: $required
      modelId: $modelId
    ) {
      result {
        count
        average
      }
    }
  }
`);

const LightingNorms = graphql(`
  query E2eLightingNorms {
    lightingNorms {
      code
      illuminance
    }
  }
`);

async function platoModel() {
  const series = narrowTo((await askBff('ru', PlatoModels)).series, 'Series');
  return series.models.find((model) => !model.archived)!;
}

async function titanModels() {
  const series = narrowTo((await askBff('ru', TitanModels)).series, 'Series');
  return series.models.filter((model) => !model.archived);
}

describe('circuit-breaker calculator', () => {
  it.each(locales)('adds a model, counts it and answers in <output>, all without script (%s)', async (locale) => {
    const [first] = await titanModels();
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${pathIn(locale, calculator)}?find=${encodeURIComponent('titan hb')}`);
    const main = page.locator('main');
    await main.locator(`button[name="add"][value="titan-hb/${first!.nkCode}"]`).click();
    await page.waitForURL(/add=/);
    expect(
      await main
        .locator('input[name="model"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([String(first!.id)]);
    await main.getByLabel(locale === 'ru' ? 'Количество' : 'Quantity').fill('3');
    await main.getByRole('radio', { name: /^B/ }).check();
    await main.getByRole('button', { name: locale === 'ru' ? 'Рассчитать' : 'Calculate' }).click();
    await page.waitForURL(/curve=B/);

    const expected = (
      await askBff(locale, BreakerAnswer, {
        lines: [{ modelId: first!.id, count: 3 }],
        curve: 'B',
        rating: 16,
        supply: 'singlePhase230',
      })
    ).circuitBreakerCheck;
    const outputs = await main.locator('output').allTextContents();
    // The circuit's verdict, then the model's maximum.
    expect(outputs).toHaveLength(2);
    expect(outputs[1]).toBe(String(expected.result!.lines[0]!.capacity.total));
    expect(outputs[0]).toContain(
      expected.result!.circuit!.fits
        ? locale === 'ru'
          ? 'Помещается'
          : 'Fits'
        : locale === 'ru'
          ? 'Не помещается'
          : 'Does not fit',
    );
    // The answer's URL is the whole input: opened again, it answers the same.
    const again = await get(page.url());
    expect(again.status).toBe(200);
  });

  it('splits a three-phase circuit over L1–L3 and shows each phase', async () => {
    const [first] = await titanModels();
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${calculator}?model=${first!.id}&count=7&curve=C&rating=16&supply=400`);
    const rows = page.getByRole('region', { name: 'Нагрузка по фазам' }).locator('tbody tr');
    expect(await rows.locator('th').allTextContents()).toEqual(['L1', 'L2', 'L3']);
    const totals = (await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''))).map(
      (text) => Number.parseInt(text, 10),
    );
    expect(totals.reduce((sum, count) => sum + count, 0)).toBe(7);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
  });

  it('ties bad input to its field, keeps what was typed and never fails', async () => {
    const [first] = await titanModels();
    const page = await tab({ javaScriptEnabled: false });
    const response = await page.goto(
      `${site}${calculator}?model=${first!.id}&count=${encodeURIComponent('двадцать')}&model=42&count=&curve=K&rating=17&supply=400`,
    );
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    const count = main.getByLabel('Количество').first();
    expect(await count.inputValue()).toBe('двадцать');
    expect(await count.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await count.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('целое число');
    expect(await main.textContent()).toContain('Такой модели нет в каталоге.');
    expect(await main.textContent()).toContain('Выберите характеристику B, C или D.');
    expect(await main.locator('output').count()).toBe(0);

    const tooMany = await page.goto(`${site}${calculator}?model=${first!.id}&count=5000`);
    expect(tooMany?.status()).toBe(200);
    expect(await main.getByLabel('Количество').inputValue()).toBe('5000');
    expect(await main.textContent()).toContain('от 1 до 1000');
  });

  it.each(locales)('has no axe violations with an answer on the page (%s)', async (locale) => {
    const [first, second] = await titanModels();
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await tab({ viewport });
      const errors = collectErrors(page);
      await visit(
        page,
        `${site}${pathIn(locale, calculator)}?model=${first!.id}&count=30&model=${second!.id}&count=&curve=B&rating=10&supply=400&find=titan`,
      );
      expect(await page.locator('main output').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // The answer's tables and figures stay inside the page at the narrowest width (WCAG 1.4.10).
      if (viewport === viewports.phone) expect(await reflowFaults(page)).toEqual([]);
    }
  });

  it('prints the breaker, the models and the answer, not the search', async () => {
    const [first] = await titanModels();
    const { context, page } = await openPage(browser());
    await visit(page, `${site}${calculator}?model=${first!.id}&count=4&curve=C&rating=20&supply=230&find=titan`);
    await page.emulateMedia({ media: 'print' });
    const main = page.locator('main');
    expect(await main.getByText(/^Автомат C20, 230 В/).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: first!.name }).first().isVisible()).toBe(true);
    expect(await main.locator('output').first().isVisible()).toBe(true);
    expect(await main.locator('input[name="find"]').isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    await context.close();
  });
});

describe('illuminance calculator', () => {
  it.each(locales)(
    'picks a model and answers with the count, the figures and a plan, all without script (%s)',
    async (locale) => {
      const plato = await platoModel();
      const page = await tab({ javaScriptEnabled: false });
      await page.goto(`${site}${pathIn(locale, lightingCalculator)}?find=plato`);
      const main = page.locator('main');
      await main.locator(`button[name="add"][value="plato/${plato.nkCode}"]`).click();
      await page.waitForURL(/add=/);
      expect(await main.locator('input[name="model"]').inputValue()).toBe(String(plato.id));
      // The form opens on the market's first norm row.
      const { lightingNorms } = await askBff(locale, LightingNorms);
      const { illuminanceDesign } = await askBff(locale, LightingAnswer, {
        modelId: plato.id,
        required: lightingNorms[0]!.illuminance,
      });
      const outputs = main.locator('output');
      expect(await outputs.first().textContent()).toBe(String(illuminanceDesign.result!.count));
      expect(await outputs.nth(1).textContent()).toContain(String(Math.round(illuminanceDesign.result!.average)));
      expect(await main.locator('svg[role="img"] rect').count()).toBe(illuminanceDesign.result!.count + 1);
      expect(await main.locator('select[name="norm"] option').count()).toBe(lightingNorms.length + 1);
      expect(await main.textContent()).toContain(locale === 'ru' ? 'СП 52.13330.2016' : 'EN 12464-1:2011');
    },
  );

  it('asks for more light with the visitor’s own illuminance, never with fewer luminaires, and takes preset reflectances', async () => {
    const plato = await platoModel();
    const page = await tab({ javaScriptEnabled: false });
    const count = async (lux: string) => {
      await page.goto(`${site}${lightingCalculator}?model=${plato.id}&lux=${lux}`);
      return Number(await page.locator('main output').first().textContent());
    };
    expect(await count('750')).toBeGreaterThanOrEqual(await count('300'));
    // A preset button fills the three reflectances and answers for them.
    await page.locator('main button[name="surfaces"][value="50-30-10"]').click();
    await page.waitForURL(/surfaces=50-30-10/);
    expect(
      await Promise.all(
        ['Отражение потолка', 'Отражение стен', 'Отражение пола'].map((label) => page.getByLabel(label).inputValue()),
      ),
    ).toEqual(['50', '30', '10']);
    expect(await page.locator('main output').count()).toBeGreaterThan(0);
  });

  it('ties bad input to its field and keeps what was typed', async () => {
    const plato = await platoModel();
    const page = await tab({ javaScriptEnabled: false });
    const response = await page.goto(
      `${site}${lightingCalculator}?model=${plato.id}&length=-5&width=${encodeURIComponent('шесть')}&height=3&plane=3.4&ceiling=120`,
    );
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    const width = main.getByLabel('Ширина');
    expect(await width.inputValue()).toBe('шесть');
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    expect(await main.locator('output').count()).toBe(0);
    // Once the number is a number, the ranges are checked: each message beside its field.
    await page.goto(`${site}${lightingCalculator}?model=${plato.id}&length=-5&width=6&height=3&plane=3.4&ceiling=120`);
    for (const [label, message] of [
      ['Длина', 'от 1 до 200 м'],
      ['Высота рабочей плоскости', 'на 0,5 м ниже потолка'],
      ['Отражение потолка', 'от 0 до 95 %'],
    ] as const) {
      const field = main.getByLabel(label);
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toContain(message);
    }
    expect(await main.getByLabel('Длина').inputValue()).toBe('-5');
    const unknown = await page.goto(`${site}${lightingCalculator}?model=999999`);
    expect(unknown?.status()).toBe(200);
    expect(await main.textContent()).toContain('Такой модели нет в каталоге.');
  });

  it.each(locales)('has no axe violations with a design on the page (%s)', async (locale) => {
    const plato = await platoModel();
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await tab({ viewport });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, lightingCalculator)}?model=${plato.id}&find=plato`);
      expect(await page.locator('main output').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // The answer's tables and figures stay inside the page at the narrowest width (WCAG 1.4.10).
      if (viewport === viewports.phone) expect(await reflowFaults(page)).toEqual([]);
    }
  });

  it('prints the room, the model, the figures and the plan', async () => {
    const plato = await platoModel();
    const { context, page } = await openPage(browser());
    await visit(page, `${site}${lightingCalculator}?model=${plato.id}&find=plato`);
    await page.emulateMedia({ media: 'print' });
    const main = page.locator('main');
    expect(await main.getByText(/^Помещение 12 × 6 × 3 м/).isVisible()).toBe(true);
    expect(await main.locator('svg[role="img"]').isVisible()).toBe(true);
    expect(await main.locator('input[name="find"]').isVisible()).toBe(false);
    await context.close();
  });
});

const ModelCapacity = graphql(`
  query E2eModelCapacity($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        id
        b16: breakerCapacity(curve: B, rating: 16) {
          total
        }
        c16: breakerCapacity(curve: C, rating: 16) {
          total
        }
      }
    }
  }
`);

describe('a model page', () => {
  it.each(locales)('gives its own B16 and C16 answers and opens both calculators filled in (%s)', async (locale) => {
    const [titan] = await titanModels();
    const model = narrowTo(
      (await askBff(locale, ModelCapacity, { gnkCode: 'titan-hb', nkCode: titan!.nkCode })).model,
      'Model',
    );
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${pathIn(locale, `/product/titan-hb/${titan!.nkCode}`)}`);
    const tools = page.locator('section[aria-labelledby="model-tools-title"]');
    const figures = await tools.locator('dd').allTextContents();
    expect(figures.map((text) => Number.parseInt(text, 10))).toEqual([model.b16!.total, model.c16!.total]);
    await tools.locator(`a[href*="${calculator}"]`).click();
    await page.waitForURL(new RegExp(calculator));
    expect(await page.locator('main output').first().textContent()).toBe(String(model.c16!.total));
    await page.goBack();
    await tools.locator(`a[href*="${lightingCalculator}"]`).click();
    await page.waitForURL(new RegExp(lightingCalculator));
    expect(await page.locator('main input[name="model"]').inputValue()).toBe(String(model.id));
    expect(await page.locator('main output').count()).toBeGreaterThan(0);
  });
});

describe('with script, the calculators answer as the visitor types', () => {
  it('recounts a circuit and keeps the address in step, with no page load', async () => {
    const [first] = await titanModels();
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}${calculator}?model=${first!.id}&count=3&curve=C&rating=16&supply=230`);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const expected = async (count: number, curve: 'C' | 'D') =>
      (
        await askBff('ru', BreakerAnswer, {
          lines: [{ modelId: first!.id, count }],
          curve,
          rating: 16,
          supply: 'singlePhase230',
        })
      ).circuitBreakerCheck.result!;
    await page.getByLabel('Количество').fill('40');
    await page.getByRole('radio', { name: /^D/ }).check();
    const answer = await expected(40, 'D');
    await expect.poll(() => page.url()).toContain('count=40&curve=D');
    await expect
      .poll(() => page.locator('main output').nth(1).textContent())
      .toBe(String(answer.lines[0]!.capacity.total));
    expect(await page.locator('main output').first().textContent()).toContain(
      answer.circuit!.fits ? 'Помещается' : 'Не помещается',
    );
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('redesigns the room as its size changes, and shows a field message without a page load', async () => {
    const plato = await platoModel();
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}${lightingCalculator}?model=${plato.id}`);
    const before = Number(await page.locator('main output').first().textContent());
    await page.getByLabel('Длина').fill('36');
    await expect.poll(() => page.url()).toContain('length=36');
    await expect
      .poll(async () => Number(await page.locator('main output').first().textContent()))
      .toBeGreaterThan(before);
    await page.getByLabel('Ширина').fill('шесть');
    await expect.poll(() => page.getByLabel('Ширина').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('main output').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** The number of luminaires the lighting calculator's page at `url` answers without script. */
async function luminairesWithoutScript(url: string): Promise<number> {
  const page = await tab({ javaScriptEnabled: false });
  await page.goto(url);
  const count = Number(await page.locator('main output').first().textContent());
  return count;
}

// A field filled while the page's scripts were on their way is answered once the calculator has
// hydrated, as a change made after would be: nothing more is typed.
describe('with script, the calculators answer what was typed before their code came', () => {
  it('designs the room for the length typed', async () => {
    const plato = await platoModel();
    const drawnUrl = `${site}${lightingCalculator}?model=${plato.id}`;
    const page = await tab();
    const release = await gotoHeld(page, drawnUrl);
    const errors = collectErrors(page);
    await page.getByLabel('Длина').fill('36');
    release();
    await waitForHydrated(page, '#lighting-calculator-length');
    await expect.poll(() => page.url()).toContain('length=36');
    // The answer is the one the server gives the same address without script, not the one it drew.
    const expected = await luminairesWithoutScript(page.url());
    expect(expected).toBeGreaterThan(await luminairesWithoutScript(drawnUrl));
    await expect.poll(async () => Number(await page.locator('main output').first().textContent())).toBe(expected);
    expect(errors).toEqual([]);
  });

  it('recounts the circuit for the count typed and the curve picked', async () => {
    const [first] = await titanModels();
    const page = await tab();
    const release = await gotoHeld(
      page,
      `${site}${calculator}?model=${first!.id}&count=3&curve=C&rating=16&supply=230`,
    );
    const errors = collectErrors(page);
    await page.getByLabel('Количество').fill('40');
    await page.getByRole('radio', { name: /^D/ }).check();
    release();
    await waitForHydrated(page, 'main input[name="count"]');
    const answer = (
      await askBff('ru', BreakerAnswer, {
        lines: [{ modelId: first!.id, count: 40 }],
        curve: 'D',
        rating: 16,
        supply: 'singlePhase230',
      })
    ).circuitBreakerCheck.result!;
    await expect.poll(() => page.url()).toContain('count=40&curve=D');
    await expect
      .poll(() => page.locator('main output').nth(1).textContent())
      .toBe(String(answer.lines[0]!.capacity.total));
    expect(errors).toEqual([]);
  });
});
