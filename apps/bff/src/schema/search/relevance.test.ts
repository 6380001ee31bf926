import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { judgedQueries } from '../../test-support/judged-queries.js';
import { scoreRanking, summarise } from './relevance-metrics.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

/**
 * The relevance set: what visitors type, and a result they must see near the top (in the first
 * `within`, three unless said). It runs through the whole search — content API ranking, keyboard
 * layout, spelling — on the seed content, so a change that makes any of these worse fails here.
 */
interface Case {
  locale: 'ru' | 'en';
  typed: string;
  /** A result that must be among the first `within`. */
  expected: RegExp;
  /** How the query must have been rewritten; as typed when absent. */
  reason?: 'keyboardLayout' | 'transliteration' | 'spelling' | 'someWords';
  within?: number;
}

// The catalogue section of a kind of product answers a search for that kind as well as its series.
const explosionProof =
  /^\/product\/(atlant-ex|atlant-ex-linear|granit-ex|bastion-ex|bastion-ex-fl)(\/|$)|^\/catalog\/explosion-proof(\/|$)/;
const emergency = /^\/product\/(sos-point|sos-line|exit-pro|exit-slim)(\/|$)|^\/(catalog|solutions)\/emergency(\/|$)/;
const street = /^\/product\/(avenue|avenue-mini|boulevard|magistral)(\/|$)|^\/catalog\/street(\/|$)/;
const floodlights = /^\/product\/(bastion-ex-fl|luxor-fl|stadion|granit-ex)(\/|$)/;
const vacancy = /^\/career\/vacancies\//;

const cases: Case[] = [
  // Russian, inflected as people type it.
  { locale: 'ru', typed: 'взрывозащищённые светильники', expected: explosionProof },
  { locale: 'ru', typed: 'взрывозащищенный прожектор', expected: /^\/product\/granit-ex$/ },
  { locale: 'ru', typed: 'аварийные светильники', expected: emergency },
  { locale: 'ru', typed: 'ПРОЖЕКТОРЫ', expected: floodlights },
  { locale: 'ru', typed: 'даунлайт', expected: /^\/product\/(orbis|orbis-deep|punkt)$/ },
  { locale: 'ru', typed: 'трековый светильник', expected: /^\/product\/track-pro$/ },
  {
    locale: 'ru',
    typed: 'освещение стадиона',
    expected: /^\/product\/stadion$|^\/solution\/sport\/football-stadiums$/,
  },
  { locale: 'ru', typed: 'подсветка фасада', expected: /^\/solution\/architecture\/facade-lighting$/ },
  {
    locale: 'ru',
    typed: 'датчики присутствия',
    expected: /^\/solution\/control\/presence-daylight-sensors$|^\/product\/sensa-(pir|hf)$/,
  },
  { locale: 'ru', typed: 'офисная панель', expected: /^\/product\/plato$/ },
  { locale: 'ru', typed: 'нефтебаза', expected: /^\/solution\/explosion\/fuel-depots-loading$/ },
  { locale: 'ru', typed: 'освещение школ', expected: /^\/solution\/education\/school-classrooms$/ },
  { locale: 'ru', typed: 'сертификат ISO', expected: /^\/about\/sertifikatsiya-iso$/ },
  { locale: 'ru', typed: 'гарантия', expected: /^\/about\/garantiynye-obyazatelstva$/ },
  { locale: 'ru', typed: 'вакансии', expected: vacancy },
  { locale: 'ru', typed: 'сборщик', expected: /^\/career\/vacancies\/sborshchik-svetilnikov$/, within: 1 },
  { locale: 'ru', typed: 'LED', expected: /^\/product\/(plato|orbis-deep)$/ },
  // English.
  { locale: 'en', typed: 'explosion-proof floodlight', expected: /^\/product\/granit-ex$/ },
  { locale: 'en', typed: 'emergency exit sign', expected: /^\/product\/exit-(pro|slim)(\/|$)/ },
  { locale: 'en', typed: 'warehouse lighting', expected: /^\/solution\/industry\/warehouses\// },
  { locale: 'en', typed: 'street lighting', expected: /^\/catalog\/street$|^\/solution\/outside\/roads\// },
  { locale: 'en', typed: 'stadium floodlights', expected: /^\/product\/stadion$/ },
  { locale: 'en', typed: 'facade lighting', expected: /^\/solution\/architecture\/facade-lighting$/ },
  { locale: 'en', typed: 'gateway', expected: /^\/product\/node-gateway$/, within: 1 },
  { locale: 'en', typed: 'warranty', expected: /^\/about\/garantiynye-obyazatelstva$/ },
  { locale: 'en', typed: 'vacancies', expected: vacancy },
  // Wrong keyboard layout, both ways.
  { locale: 'ru', typed: 'lfeykfqn', expected: /^\/product\/(orbis|orbis-deep|punkt)$/, reason: 'keyboardLayout' },
  { locale: 'ru', typed: 'ghj;trnjh', expected: floodlights, reason: 'keyboardLayout' },
  { locale: 'ru', typed: 'fdfhbqysq', expected: emergency, reason: 'keyboardLayout' },
  { locale: 'en', typed: 'дштуф', expected: /^\/product\/linea(\/|$)/, reason: 'keyboardLayout' },
  { locale: 'en', typed: 'дув', expected: /^\/product\//, reason: 'keyboardLayout' },
  { locale: 'ru', typed: 'ЗФКЛ', expected: /^\/product\/park-bollard(\/|$)/, reason: 'keyboardLayout' },
  // Model codes, however they are typed.
  { locale: 'ru', typed: 'linea 36', expected: /^\/product\/linea\/linea-36-/ },
  { locale: 'ru', typed: 'LINEA-36/840', expected: /^\/product\/linea\/linea-36-840$/, within: 1 },
  { locale: 'ru', typed: 'linea36840', expected: /^\/product\/linea\/linea-36-840$/, within: 1 },
  { locale: 'en', typed: 'Titan HB 200', expected: /^\/product\/titan-hb\/titan-hb-200-/, within: 1 },
  { locale: 'en', typed: 'NODE-DALI', expected: /^\/product\/node-dali(\/|$)/, within: 1 },
  { locale: 'ru', typed: 'atlant ex', expected: /^\/product\/atlant-ex$/, within: 1 },
  // Typos: corrected, and said so.
  { locale: 'ru', typed: 'прожектр', expected: floodlights, reason: 'spelling' },
  { locale: 'ru', typed: 'аварийое освещение', expected: emergency, reason: 'spelling' },
  { locale: 'ru', typed: 'бульвр', expected: /^\/product\/boulevard(\/|$)/, reason: 'spelling' },
  { locale: 'ru', typed: 'взрвозащищённый', expected: explosionProof, reason: 'spelling' },
  { locale: 'en', typed: 'floodlihgts', expected: floodlights, reason: 'spelling' },
  { locale: 'en', typed: 'emrgency lighting', expected: emergency, reason: 'spelling' },
  // Words that never meet in one result.
  { locale: 'ru', typed: 'прожектор бухгалтерия', expected: /floodlights$/, reason: 'someWords' },
  // A word a buyer uses for what the site words otherwise.
  { locale: 'ru', typed: 'уличный фонарь', expected: street },
  { locale: 'en', typed: 'railway platform', expected: /^\/solution\/railway\/platforms-stations$/ },
];

const searchQuery = graphql(`
  query Relevance($query: String!) {
    search(query: $query, limit: 10) {
      __typename
      ... on SearchResults {
        rewrite {
          reason
        }
        items {
          url
        }
      }
    }
  }
`);

describe('search relevance set', () => {
  const { query } = testBff();

  it('has at least 30 queries of every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cases.map((entry) => entry.reason ?? 'asTyped'))).toEqual(
      new Set(['asTyped', 'keyboardLayout', 'spelling', 'someWords']),
    );
  });

  it.each(cases.map((entry) => [entry.locale, entry.typed, entry] as const))('%s: %s', async (locale, typed, entry) => {
    const { body } = await query(searchQuery, { locale, variables: { query: typed } });
    const { rewrite, items } = unionMember(body.data!.search, 'SearchResults');
    expect(rewrite?.reason ?? null).toBe(entry.reason ?? null);
    expect(items.slice(0, entry.within ?? 3).map((item) => item.url)).toContainEqual(
      expect.stringMatching(entry.expected),
    );
  });
});

/** The bar `npm test` holds (issue: success@3 at least 95 %); `pnpm bench:search` prints all three measures. */
const successAt3Floor = 0.95;

describe('judged queries (judged-queries.ts)', () => {
  const { query } = testBff();

  it('cover every kind of query in both languages, with pages a person means', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(judgedQueries.map((entry) => entry.kind));
    expect(kinds.size).toBe(10);
    for (const kind of kinds)
      expect(judgedQueries.filter((entry) => entry.kind === kind).length).toBeGreaterThanOrEqual(12);
    expect(new Set(judgedQueries.map((entry) => entry.locale))).toEqual(new Set(['ru', 'en']));
    for (const entry of judgedQueries) expect(Object.values(entry.relevant), entry.typed).toContain(2);
  });

  it(`find the page meant in the first three for at least ${String(successAt3Floor * 100)} % of them`, async () => {
    const misses: string[] = [];
    const scores = [];
    for (const entry of judgedQueries) {
      const { body } = await query(searchQuery, { locale: entry.locale, variables: { query: entry.typed } });
      const urls = unionMember(body.data!.search, 'SearchResults').items.map((item) => item.url);
      const score = scoreRanking(urls, entry.relevant);
      scores.push(score);
      if (!score.successAt3) misses.push(`${entry.locale} «${entry.typed}»: ${urls.slice(0, 3).join(' ')}`);
    }
    const { successAt3 } = summarise(scores);
    expect(successAt3, `missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(successAt3Floor);
  });
});
