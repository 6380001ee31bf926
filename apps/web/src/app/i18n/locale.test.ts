import { describe, expect, it } from 'vitest';
import { localePath, russianPrefixRedirect, splitLocale, switchLocaleUrl } from './locale';

describe('locale paths', () => {
  it('reads the language from the /en prefix only', () => {
    expect(splitLocale('/')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/news/a')).toEqual({ locale: 'ru', path: '/news/a' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/news/a')).toEqual({ locale: 'en', path: '/news/a' });
    expect(splitLocale('/english')).toEqual({ locale: 'ru', path: '/english' });
  });

  it('prefixes English paths and leaves Russian and absolute ones alone', () => {
    expect(localePath('ru', '/about')).toBe('/about');
    expect(localePath('en', '/about')).toBe('/en/about');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/?x=1')).toBe('/en?x=1');
    expect(localePath('en', 'catalog')).toBe('/en/catalog');
    expect(localePath('en', 'https://vk.com/x')).toBe('https://vk.com/x');
  });

  it('switches language keeping the path, query and hash', () => {
    expect(switchLocaleUrl('/news/a?page=2#top', 'en')).toBe('/en/news/a?page=2#top');
    expect(switchLocaleUrl('/en/news/a?page=2', 'ru')).toBe('/news/a?page=2');
    expect(switchLocaleUrl('/en', 'ru')).toBe('/');
    expect(switchLocaleUrl('/', 'en')).toBe('/en');
    expect(switchLocaleUrl('/en/x', 'en')).toBe('/en/x');
  });

  it('sends /ru addresses to the unprefixed path', () => {
    expect(russianPrefixRedirect('/ru')).toBe('/');
    expect(russianPrefixRedirect('/ru/')).toBe('/');
    expect(russianPrefixRedirect('/ru/news/a?x=1')).toBe('/news/a?x=1');
    expect(russianPrefixRedirect('/ru?x=1')).toBe('/?x=1');
    expect(russianPrefixRedirect('/rus')).toBeNull();
    expect(russianPrefixRedirect('/news')).toBeNull();
  });
});
