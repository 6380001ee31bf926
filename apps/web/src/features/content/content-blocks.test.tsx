import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FragmentType } from '@/app/graphql/generated';
import { i18nFor } from '@/app/i18n/i18n';
import type { Locale } from '@/app/i18n/locale';
import { ContentBlocks, type ContentBlocksFragment, fileExtension } from './content-blocks';
import { PageLocationProvider } from '@/app/page/page-location';

type BlockRef = FragmentType<typeof ContentBlocksFragment>;

/** Blocks as the BFF answers them (fragment masking only hides them from other components). */
const block = (value: Record<string, unknown>) => value as unknown as BlockRef;

function render(locale: Locale, blocks: BlockRef[]) {
  return renderToString(
    <PageLocationProvider location={{ locale, logicalPath: '/', urlOriginal: '/' }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <ContentBlocks blocks={blocks} />
      </I18nProvider>
    </PageLocationProvider>,
  );
}

const files = block({
  __typename: 'PageFilesBlock',
  title: 'Документы',
  files: [
    { title: 'Паспорт', url: '/upload/docs/passport.pdf', size: 999_999 },
    { title: 'Каталог', url: '/upload/docs/catalogue.PDF?v=2', size: 5_767_168 },
    { title: 'Фотометрия', url: 'https://files.example/ies/plato', size: 20 },
  ],
});

describe('content blocks', () => {
  it('lists files with their type and size: kB below 7 digits, MB from 7', () => {
    const ru = render('ru', [files]);
    expect(ru).toContain('PDF · 977\u00a0кБ');
    expect(ru).toContain('PDF · 5,5\u00a0МБ');
    expect(ru).toContain('0,1\u00a0кБ');
    expect(ru).toContain('href="/upload/docs/passport.pdf"');
    const en = render('en', [files]);
    expect(en).toContain('PDF · 977\u00a0kB');
    expect(en).toContain('PDF · 5.5\u00a0MB');
    // File addresses are never given a language prefix.
    expect(en).toContain('href="/upload/docs/passport.pdf"');
    expect(en).not.toContain('/en/upload');
  });

  it('titles each block with an h2 and numbers the steps', () => {
    const html = render('en', [
      block({
        __typename: 'PageStepsBlock',
        title: 'How it works',
        steps: [
          { title: 'Brief', text: 'Send the plan.' },
          { title: 'Offer', text: '' },
        ],
      }),
      block({ __typename: 'PageTimelineBlock', title: null, entries: [{ year: '2009', text: 'Founded.' }] }),
    ]);
    expect(html).toMatch(/<h2[^>]*>How it works<\/h2>/);
    expect(html).toContain('01');
    expect(html).toContain('02');
    expect(html).toMatch(/<h3[^>]*>Brief<\/h3>/);
    expect(html.match(/<h2/g)).toHaveLength(1);
    expect(html).toContain('Founded.');
  });

  it('gives site links in English text the /en prefix', () => {
    const html = render('en', [
      block({
        __typename: 'PageTextBlock',
        title: 'More',
        html: '<p><a href="/about/sertifikatsiya-iso">certification</a></p>',
      }),
    ]);
    expect(html).toContain('href="/en/about/sertifikatsiya-iso"');
  });

  it('leaves out empty blocks and kinds it does not know', () => {
    const html = render('ru', [
      block({ __typename: 'PageFilesBlock', title: 'Пусто', files: [] }),
      block({ __typename: 'PageTextBlock', title: 'Пусто', html: '  ' }),
      block({ __typename: 'PageVideoBlock', title: 'Новое' }),
    ]);
    expect(html).toBe('');
  });
});

describe('file extensions', () => {
  it('reads the type from the last path segment only', () => {
    expect(fileExtension('/upload/a/passport.pdf')).toBe('PDF');
    expect(fileExtension('/upload/a/catalogue.Zip?download=1#x')).toBe('ZIP');
    expect(fileExtension('/upload/v1.2/readme')).toBe('');
    expect(fileExtension('https://files.example/ies')).toBe('');
  });
});
