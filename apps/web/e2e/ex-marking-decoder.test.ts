import { describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe';
import { collectErrors, sharedBrowser, sharedTabs, viewports, visit } from './support/browser';
import { pathIn } from './support/frame';
import { reflowFaults } from './support/reflow';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const decoder = '/services/ex-marking-decoder';

describe('the Ex marking decoder', () => {
  it('takes a gas and a dust marking apart without script, and shows where each may be used', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${decoder}`);
    await page.getByLabel('Маркировка взрывозащиты').fill('1Ex db IIC T6 Gb X / Ex tb IIIC T85°C Db');
    await page.getByRole('button', { name: 'Расшифровать', exact: true }).click();
    await page.waitForURL(/marking=/);
    const gas = page.getByRole('region', { name: '1Ex db IIC T6 Gb X' });
    const parts = Object.fromEntries(
      await gas
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
        ),
    );
    expect(Object.keys(parts)).toEqual(['1Ex', 'db', 'IIC', 'T6', 'Gb', 'X']);
    expect(parts.db).toBe('взрывонепроницаемая оболочка: взрыв внутри не передаётся наружу; уровень b — высокий');
    expect(parts.T6).toBe('температура поверхности не выше 85 °C');
    const rows = await page.locator('section[aria-labelledby="ex-usage-title"] tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/Gb\s+1, 2\s+IIA, IIB, IIB\+H2, IIC\s+T1–T6/);
    expect(rows[1]).toMatch(/Db\s+21, 22\s+IIIA, IIIB, IIIC\s+≤ 85 °C/);
    // What was typed stays in the field.
    expect(await page.getByLabel('Маркировка взрывозащиты').inputValue()).toBe(
      '1Ex db IIC T6 Gb X / Ex tb IIIC T85°C Db',
    );
  });

  it('names the part that is wrong, in each language, and keeps what was typed', async () => {
    const page = await tab({ javaScriptEnabled: false });
    for (const [locale, expected] of [
      ['ru', '«IID» (символ 8): группа — не распознан(а).'],
      ['en', '“IID” (character 8): group — not recognised.'],
    ] as const) {
      const response = await page.goto(
        `${site}${pathIn(locale, decoder)}?marking=${encodeURIComponent('1Ex db IID T6 Gb')}`,
      );
      expect(response?.status()).toBe(200);
      const field = page.locator('#ex-marking-text');
      expect(await field.inputValue()).toBe('1Ex db IID T6 Gb');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#ex-marking-problems').innerText()).toContain(expected);
    }
  });

  it('is linked from an explosion-proof model page, filled in with its marking', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/product/atlant-ex/atlant-ex-10-840`);
    await page.getByRole('link', { name: 'Расшифровать маркировку по частям' }).click();
    await page.waitForURL(/ex-marking-decoder\?marking=/);
    expect(await page.getByLabel('Маркировка взрывозащиты').inputValue()).toBe(
      '1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db',
    );
    // Each marking taken apart on its own.
    expect(await page.getByRole('region', { name: '1Ex db IIC T6 Gb' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Ex tb IIIC T85°C Db' }).count()).toBe(1);
  });

  it.each(['ru', 'en'] as const)('has no axe violations with an answer on the page (%s)', async (locale) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await tab({ viewport });
      const errors = collectErrors(page);
      await visit(
        page,
        `${site}${pathIn(locale, decoder)}?marking=${encodeURIComponent('1Ex db eb IIC T6 Gb X / Ex tb IIIC T85°C Db')}`,
      );
      expect(await page.locator('section[aria-labelledby="ex-usage-title"]').count()).toBe(1);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // The answer's tables and figures stay inside the page at the narrowest width (WCAG 1.4.10).
      if (viewport === viewports.phone) expect(await reflowFaults(page)).toEqual([]);
    }
  });
});
