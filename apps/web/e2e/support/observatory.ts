// MDN's HTTP Observatory (@mdn/mdn-http-observatory), run against the test site on loopback. Its
// command line scans a host on the standard ports; its retriever, which the command line uses,
// takes the ports, and its tests and grader are plain functions of what that retrieved.
import fs from 'node:fs';
// @ts-expect-error -- the package ships JavaScript with JSDoc types only
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
// @ts-expect-error -- as above
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
// @ts-expect-error -- as above
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
// @ts-expect-error -- as above
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';

export interface ObservatoryResult {
  /** The test's name as the Observatory reports it (`content-security-policy`). */
  test: string;
  /** Its verdict (`csp-implemented-with-no-unsafe`). */
  result: string;
  pass: boolean;
  /** What the verdict adds to or takes from the score. */
  scoreModifier: number;
}

type ObservatoryTest = (retrieved: unknown) => { result: string; pass: boolean; constructor: { name: string } };
type Retrieve = (host: string, ports: { httpPort: number; httpsPort: number }) => Promise<unknown>;

function runTests(retrieved: unknown, skipped: readonly string[]): ObservatoryResult[] {
  const skippedFunctions = skipped.map(
    (name) => `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Test`,
  );
  return (ALL_TESTS as ObservatoryTest[]).flatMap((test) => {
    if (skippedFunctions.includes(test.name)) return [];
    const output = test(retrieved);
    return [
      {
        test: output.constructor.name,
        result: output.result,
        pass: output.pass,
        scoreModifier: (getScoreModifier as (result: string) => number)(output.result),
      },
    ];
  });
}

/** Every Observatory test on a plain-HTTP `site` but the `skipped` ones (named as it reports them: `cookies`). */
export async function observatoryResults(site: string, skipped: readonly string[]): Promise<ObservatoryResult[]> {
  const url = new URL(site);
  // No HTTPS here: the HTTPS fetch goes to a port nothing listens on and fails at once.
  const retrieved = await (retrieve as Retrieve)(url.hostname, { httpPort: Number(url.port), httpsPort: 1 });
  // A skipped test is not run at all: the redirection test reads the HSTS preload list, which the
  // package downloads after install, where the registry is all there is.
  return runTests(retrieved, skipped);
}

/**
 * The whole scan, graded as the Observatory grades it, of a site served over HTTPS on `httpsPort`
 * (with a certificate the process trusts) and over plain HTTP on `httpPort`. The HSTS preload list
 * the redirection and HSTS tests consult is downloaded by the package after install, which a
 * registry-only network does not allow; no loopback host is on it, so it is read as empty.
 */
export async function observatoryScan(
  hostname: string,
  ports: { httpPort: number; httpsPort: number },
): Promise<{ grade: string; score: number; results: ObservatoryResult[] }> {
  const readFileSync = fs.readFileSync.bind(fs);
  const preloadList = (path: fs.PathOrFileDescriptor) => String(path).endsWith('hsts-preload.json');
  const original = fs.readFileSync;
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: unknown) =>
    preloadList(path) ? '{}' : readFileSync(path, options as BufferEncoding)) as typeof fs.readFileSync;
  try {
    const results = runTests(await (retrieve as Retrieve)(hostname, ports), []);
    const uncurved = 100 + results.reduce((sum, { scoreModifier }) => sum + Math.min(scoreModifier, 0), 0);
    const withCredit = 100 + results.reduce((sum, { scoreModifier }) => sum + scoreModifier, 0);
    const score = uncurved >= (MINIMUM_SCORE_FOR_EXTRA_CREDIT as number) ? withCredit : uncurved;
    const { grade } = (getGradeForScore as (score: number) => { grade: string })(score);
    return { grade, score, results };
  } finally {
    fs.readFileSync = original;
  }
}
