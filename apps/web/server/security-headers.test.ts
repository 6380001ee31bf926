import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
  const html = '<script>load()</script><p style="color:red">x</p>';

  it('runs the site’s scripts and the page’s own inline ones, and nothing else', () => {
    const policy = pagePolicy(html, false);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256('load()')]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('upgrades insecure requests when the site is served over https', () => {
    expect(directive(pagePolicy(html, true), 'upgrade-insecure-requests')).toEqual([]);
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
