import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff } from './support/bff';
import { collectErrors, sharedBrowser, sharedTabs, viewports, visit } from './support/browser';
import { pathIn } from './support/frame';
import { describeKeyboardWalks } from './support/keyboard';
import { reflowFaults } from './support/reflow';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const selector = '/catalog/explosion-proof';

const SelectedModels = graphql(`
  query E2eExSelection($area: ExAreaInput!) {
    exSelection(area: $area) {
      models {
        name
        technical {
          exMarking
        }
      }
    }
  }
`);

describe('the Ex selector', () => {
  it('lists, without script, the models the BFF permits for the area chosen, and keeps the choices', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${selector}`);
    await page.getByLabel('Зона', { exact: true }).selectOption('2');
    await page.getByLabel('Температурный класс (газ)').selectOption('T5');
    await page.getByLabel('Окружающая среда от, °C').fill('−45');
    await page.getByRole('button', { name: 'Подобрать', exact: true }).click();
    await page.waitForURL(/zone=2/);
    expect(new URL(page.url()).search).toBe(
      `?zone=2&group=&class=T5&ignition=&surface=&amin=${encodeURIComponent('−45')}&amax=`,
    );
    const listed = await page.getByRole('region', { name: 'Подходящие модели' }).locator('tbody th').allInnerTexts();
    const permitted = await askBff('ru', SelectedModels, {
      area: { zone: 2, temperatureClass: 'T5', ambientMin: -45 },
    });
    expect(listed).toEqual(permitted.exSelection.models.map((model) => model.name));
    expect(listed.length).toBeGreaterThan(0);
    // Zone 2 takes Gc equipment, zone 1 does not.
    const markings = await page.locator('main table tbody td:nth-child(2)').allInnerTexts();
    expect(markings.some((marking) => /\bGc\b/.test(marking))).toBe(true);
    // A view of the section: search engines are pointed to the section itself.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site}${selector}`);
    expect(await page.getByLabel('Температурный класс (газ)').inputValue()).toBe('T5');
    expect(await page.getByLabel('Окружающая среда от, °C').inputValue()).toBe('−45');

    await page.goto(`${site}${selector}?zone=1`);
    const zoneOne = await page.locator('main table tbody td:nth-child(2)').allInnerTexts();
    expect(zoneOne.length).toBeGreaterThan(0);
    expect(zoneOne.every((marking) => /\bGb\b/.test(marking) && !/\bGc\b/.test(marking))).toBe(true);
  });

  it('answers with script as a plain form, the address ready to share', async () => {
    const page = await tab();
    await visit(page, `${site}${pathIn('en', selector)}`);
    await page.getByLabel('Zone', { exact: true }).selectOption('1');
    await page.getByLabel('Group (subgroup)').selectOption('IIB');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.waitForURL(/zone=1/);
    expect(await page.getByRole('region', { name: 'Models that fit' }).locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).toMatch(/\d+ models? fits?/);
  });

  it('ties each wrong field to its message, in each language, and keeps what was typed', async () => {
    const page = await tab({ javaScriptEnabled: false });
    for (const [locale, message] of [
      ['ru', 'Не подходит к зоне'],
      ['en', 'Does not fit the zone'],
    ] as const) {
      const response = await page.goto(`${site}${pathIn(locale, selector)}?zone=1&group=IIIC&amin=abc&amax=40`);
      expect(response?.status()).toBe(200);
      const group = page.locator('#ex-selector-group');
      expect(await group.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#ex-selector-group-problem').innerText()).toContain(message);
      const ambient = page.locator('#ex-selector-amin');
      expect(await ambient.inputValue()).toBe('abc');
      expect(await ambient.getAttribute('aria-describedby')).toContain('ex-selector-amin-problem');
      expect(await page.locator('#ex-selector-amax').inputValue()).toBe('40');
      expect(await page.locator('main table').count()).toBe(0);
    }
    // A reversed range, and a zone that does not exist.
    await page.goto(`${site}${selector}?zone=1&amin=30&amax=-10`);
    expect(await page.locator('#ex-selector-amax-problem').innerText()).toContain('ниже наименьшей');
    await page.goto(`${site}${selector}?zone=7`);
    expect(await page.locator('#ex-selector-zone').getAttribute('aria-invalid')).toBe('true');
  });

  it('is linked from an explosion-proof model page, filled in with its area, and lists that model', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/product/atlant-ex/atlant-ex-10-840`);
    await page.getByRole('link', { name: 'Подобрать модели для тех же условий' }).click();
    await page.waitForURL(/explosion-proof\?/);
    expect(new URL(page.url()).search).toBe('?zone=1&group=IIC&class=T6&amin=-60&amax=55');
    expect(await page.getByLabel('Зона', { exact: true }).inputValue()).toBe('1');
    const listed = await page.getByRole('region', { name: 'Подходящие модели' }).locator('tbody th').allInnerTexts();
    expect(listed).toContain('ATLANT Ex 10/840');
  });

  it('answers a search that names a marking or a zone with the models permitted there, first', async () => {
    const page = await tab({ javaScriptEnabled: false });
    for (const [locale, query, area, title] of [
      [
        'ru',
        '1Ex d IIC T4',
        { zone: 1, group: 'IIC', temperatureClass: 'T4' },
        'Взрывозащищённое оборудование: зона 1, IIC, T4',
      ],
      ['en', 'ATEX zone 2 floodlight', { zone: 2 }, 'Explosion-proof equipment: zone 2'],
    ] as const) {
      await page.goto(`${site}${pathIn(locale, '/search')}?query=${encodeURIComponent(query)}`);
      const answer = page.locator('section[aria-labelledby="ex-search-answer"]');
      expect(await answer.locator('h2').innerText()).toBe(title);
      const permitted = await askBff(locale, SelectedModels, { area });
      const names = permitted.exSelection.models.map((model) => model.name);
      expect(await answer.locator('li a').allInnerTexts()).toEqual(names.slice(0, 5));
      await answer
        .getByRole('link', {
          name:
            locale === 'ru'
              ? 'Все подходящие модели в подборе по зоне'
              : 'All models that fit, in the selection by area',
        })
        .click();
      await page.waitForURL(/explosion-proof\?zone=/);
      expect(
        await page
          .getByRole('region', { name: locale === 'ru' ? 'Подходящие модели' : 'Models that fit' })
          .locator('tbody th')
          .allInnerTexts(),
      ).toEqual(names);
    }
    await page.goto(`${site}/search?query=${encodeURIComponent('прожектор')}`);
    expect(await page.locator('section[aria-labelledby="ex-search-answer"]').count()).toBe(0);
  });

  it('is not on the other catalogue sections', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/catalog/office?zone=1`);
    expect(await page.locator('#ex-selector-title').count()).toBe(0);
    await page.goto(`${site}${selector}/zone-1`);
    expect(await page.locator('#ex-selector-title').count()).toBe(1);
  });

  it.each(['ru', 'en'] as const)(
    'has no axe violations with models listed and with problems shown (%s)',
    async (locale) => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        for (const query of ['?zone=2&class=T4&amin=-40', '?zone=21&group=IIC&amin=abc']) {
          const page = await tab({ viewport });
          const errors = collectErrors(page);
          await visit(page, `${site}${pathIn(locale, selector)}${query}`);
          expect(await violations(page)).toEqual([]);
          expect(errors).toEqual([]);
          if (viewport === viewports.phone) expect(await reflowFaults(page)).toEqual([]);
        }
      }
    },
  );
});

// The selector with its answer, walked with the keyboard in each language and at each size.
describeKeyboardWalks(site, [
  ['desktop', `${selector}?zone=2&class=T4`],
  ['phone', `${pathIn('en', selector)}?zone=1&group=IIIC`],
]);
