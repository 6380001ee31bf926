import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { graphql } from '../../test-support/generated/index.js';

const menuQuery = graphql(`
  query Menu {
    locale
    menu {
      locale
      header {
        icon
        iconMobile
        items {
          title
          link
        }
      }
      footer {
        phone
        phoneFormatted
        phoneDescription
        email
        address
        footerString
        columns {
          title
          items {
            title
            link
          }
        }
        socials {
          vk
          youtube
          telegramm
          dzen
        }
      }
    }
    features {
      name
      enabled
      number
      text
    }
  }
`);

const localeQuery = graphql(`
  query Locale {
    locale
  }
`);

describe('menu and features', () => {
  const { query } = testBff();

  it.each(['ru', 'en'] as const)('reads the menu in %s', async (locale) => {
    const { body } = await query(menuQuery, { locale });
    expect(body.errors).toBeUndefined();
    expect(body.data?.locale).toBe(locale);
    expect(body.data?.menu.locale).toBe(locale);
    expect(body.data?.menu.header.items.length).toBeGreaterThan(5);
    expect(body.data?.menu.header.icon).toMatch(/^\/upload\/brand\/.+\.svg$/);
    expect(body.data?.menu.footer.columns.length).toBeGreaterThan(2);
    const firstTitle = body.data?.menu.header.items[0]?.title ?? '';
    expect(/[а-яё]/i.test(firstTitle)).toBe(locale === 'ru');
    expect(body.data?.features.map((feature) => feature.name)).toContain('favorites');
  });

  it('defaults to Russian without a locale header', async () => {
    const { body } = await query(localeQuery);
    expect(body.data?.locale).toBe('ru');
  });
});
