import { describe, expect, it } from 'vitest';
import { hostileTargets } from '../../../test-support/hostile-targets';
import { originFormTarget, requestUrl, sitePath, staysOnSite } from './on-site';

const site = 'https://www.ostrel.example';

describe('sitePath', () => {
  it('keeps plain paths with their query and hash', () => {
    expect(sitePath('/catalog/office')).toBe('/catalog/office');
    expect(sitePath('/en/news?page=2#list')).toBe('/en/news?page=2#list');
    expect(sitePath('/')).toBe('/');
  });

  it('collapses leading slashes and backslashes into one, so a path that starts that way stays here', () => {
    expect(sitePath('//evil.example')).toBe('/evil.example');
    expect(sitePath('/\\evil.example')).toBe('/evil.example');
    expect(sitePath('///evil.example/x?y')).toBe('/evil.example/x?y');
    expect(sitePath('/./\\evil.example')).toBe('/evil.example');
  });

  it('refuses what is not a path of this site', () => {
    for (const target of [
      'https://evil.example/',
      'evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/x',
      '',
    ])
      expect(sitePath(target)).toBeNull();
  });

  it('never gives a target a browser would follow off the site', () => {
    for (const target of hostileTargets) {
      const path = sitePath(target);
      if (path !== null) expect(new URL(path, site).origin, target).toBe(site);
    }
  });
});

describe('staysOnSite', () => {
  it('accepts paths and the site origin', () => {
    expect(staysOnSite('/news', site, [])).toBe(true);
    expect(staysOnSite('news', site, [])).toBe(true);
    expect(staysOnSite(`${site}/news`, site, [])).toBe(true);
    expect(staysOnSite('/%2F%2Fevil.example', site, [])).toBe(true);
  });

  it('refuses every hostile form', () => {
    for (const target of hostileTargets) expect(staysOnSite(target, site, []), JSON.stringify(target)).toBe(false);
  });

  it('accepts allowed hosts over http(s) only, without credentials', () => {
    expect(staysOnSite('https://shop.ostrel.example/x', site, ['shop.ostrel.example'])).toBe(true);
    expect(staysOnSite('https://SHOP.ostrel.example/x', site, ['shop.ostrel.example'])).toBe(true);
    expect(staysOnSite('https://user@shop.ostrel.example/x', site, ['shop.ostrel.example'])).toBe(false);
    expect(staysOnSite('ftp://shop.ostrel.example/x', site, ['shop.ostrel.example'])).toBe(false);
    expect(staysOnSite('https://shop.ostrel.example.evil.example/', site, ['shop.ostrel.example'])).toBe(false);
  });
});

describe('requestUrl', () => {
  it.each([
    ['/\\', '//', ''],
    ['//evil.example/x?a=1', '//evil.example/x', '?a=1'],
    ['/\\evil.example', '//evil.example', ''],
    ['http://evil.example/x', '/http://evil.example/x', ''],
    ['/news?page=%zz', '/news', '?page=%zz'],
  ])('reads %s as a path of this site', (target, pathname, search) => {
    const url = requestUrl(target);
    expect(url.host).toBe('site.invalid');
    expect(url.pathname).toBe(pathname);
    expect(url.search).toBe(search);
  });
});

describe('originFormTarget', () => {
  it.each([
    ['/news?page=2', '/news?page=2'],
    ['http://evil.example', '/'],
    ['HTTPS://evil.example/en/news?x=1#top', '/en/news?x=1'],
    ['*', null],
    ['evil.example:80', null],
    ['http://', null],
  ])('reads %s as %s', (target, expected) => {
    expect(originFormTarget(target)).toBe(expected);
  });
});
