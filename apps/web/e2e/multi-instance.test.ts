import { canStartRedis, startRedisServer, type RedisServer } from '@ostrel/shared-cache/test-support/redis-server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, phone, sharedBrowser, visit } from './support/browser';
import { frame } from './support/frame';
import getPort from 'get-port';
import { get } from './support/http';
import { metric } from '../test-support/metrics';
import { startRoundRobinProxy } from './support/round-robin-proxy';
import { startSite, type RunningSite } from './support/site';

const browser = sharedBrowser();
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/**
 * Two production instances of the site, each with its in-process BFF, behind a round-robin proxy,
 * sharing one Redis (Debian's redis-server, started here) and one content API.
 */
describe.skipIf(!canStartRedis())('two instances behind a load balancer, sharing Redis', () => {
  let redis: RedisServer;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  const sites: RunningSite[] = [];
  const metricsUrls: string[] = [];
  const upstreamCalls = async () =>
    (await Promise.all(metricsUrls.map((url) => metric(url, 'bff_upstream_request_duration_seconds_count')))).reduce(
      (sum, calls) => sum + calls,
      0,
    );

  beforeAll(async () => {
    redis = await startRedisServer();
    proxy = await startRoundRobinProxy();
    const namespace = randomUUID();
    for (let index = 0; index < 2; index += 1) {
      const metricsPort = await getPort();
      metricsUrls.push(`http://127.0.0.1:${metricsPort}/metrics`);
      sites.push(
        await startSite({
          apiUrl: inject('contentApiUrl'),
          apiUsername: inject('contentApiUsername'),
          apiPassword: inject('contentApiPassword'),
          settings: {
            PUBLIC_URL: proxy.url,
            REDIS_URL: redis.url,
            REDIS_NAMESPACE: namespace,
            METRICS_PORT: String(metricsPort),
          },
        }),
      );
    }
    proxy.route(sites.map((site) => site.url));
    // Both connected to Redis before the first page.
    const deadline = Date.now() + 10_000;
    for (const url of metricsUrls) {
      while ((await metric(url, 'shared_cache_up')) !== 1) {
        if (Date.now() > deadline) throw new Error(`${url}: not connected to Redis`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    await proxy.close();
    await redis.stop();
  });

  it('serves a page one instance rendered from the other, the same bytes, without calling the content API', async () => {
    const [a, b] = sites;
    const headers = { 'user-agent': userAgent, 'accept-encoding': 'identity' };
    const first = await get(`${a!.url}/catalog/office`, headers);
    expect(first.status).toBe(200);
    const before = await upstreamCalls();
    expect(before).toBeGreaterThan(0);
    const second = await get(`${b!.url}/catalog/office`, headers);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(await upstreamCalls()).toBe(before);
    expect(await metric(metricsUrls[1]!, 'site_render_cache_total', 'outcome="shared"')).toBeGreaterThan(0);
  });

  it('keeps favourites, the cookie notice and forms the same whichever instance answers', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    await context.addCookies([{ name: 'cookieViewed', value: 'true', url: proxy.url }]);
    const served = () =>
      new Set(proxy.log.filter((entry) => entry.url === '/catalog/office').map((entry) => entry.instance));

    await visit(page, `${proxy.url}/catalog/office`);
    const { cookieBanner } = frame(page);
    await cookieBanner.waitFor({ state: 'visible' });
    await cookieBanner.getByRole('button').click();
    await cookieBanner.waitFor({ state: 'detached' });
    const heart = page.getByRole('button', { name: 'В избранное: PLATO', exact: true });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // A page load answered by each instance, each with the visitor's choices.
    for (let load = 0; load < 6 && served().size < 2; load += 1) {
      proxy.sendNextTo(load % 2);
      await visit(page, `${proxy.url}/catalog/office`);
      await expect.poll(() => frame(page).favorites.getAttribute('aria-label')).toBe('Избранное: 1');
      expect(
        await page.getByRole('button', { name: 'В избранное: PLATO', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await page.waitForTimeout(300);
      expect(await frame(page).cookieBanner.count()).toBe(0);
    }
    expect(served()).toEqual(new Set([0, 1]));

    // A form sent twice, answered by each instance in turn: the second knows of the first.
    const email = `reader-${randomUUID()}@example.org`;
    const subscribe = () =>
      fetch(`${proxy.url}/about`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: proxy.url },
        body: new URLSearchParams({ form: 'news-subscription', placement: 'footer', email, consent: 'on' }).toString(),
        redirect: 'manual',
      });
    const accepted = await subscribe();
    const again = await subscribe();
    expect(new Set([accepted.headers.get('x-instance'), again.headers.get('x-instance')])).toEqual(new Set(['0', '1']));
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain(`Готово: новости будут приходить на ${email}.`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(`Адрес ${email} уже подписан на новости`);
    await context.close();
  });

  it('loses no request when one instance is killed outright: the load balancer sends it to the other', async () => {
    const paths = ['/', '/catalog', '/catalog/office', '/en', '/news', '/about', '/blog', '/en/catalog'];
    let stop = false;
    const statuses: string[] = [];
    const visitor = async () => {
      for (let index = 0; !stop; index += 1) {
        const path = paths[index % paths.length]!;
        const answer = await get(`${proxy.url}${path}`, { 'user-agent': userAgent });
        statuses.push(`${answer.status} ${path}${answer.status === 200 ? '' : ` ${answer.body.toString()}`}`);
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);
    await expect.poll(() => statuses.length, { timeout: 20_000 }).toBeGreaterThan(20);
    sites[1]!.process.kill('SIGKILL');
    const atKill = statuses.length;
    await expect.poll(() => statuses.length - atKill, { timeout: 20_000 }).toBeGreaterThan(40);
    stop = true;
    await Promise.all(visitors);
    expect(statuses.filter((status) => !status.startsWith('200 '))).toEqual([]);
    // The other instance answered everything after the kill.
    const afterKill = proxy.log.slice(-20);
    expect(afterKill.every((entry) => entry.instance === 0)).toBe(true);
  });
});
