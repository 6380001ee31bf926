// MDN's HTTP Observatory (@mdn/mdn-http-observatory), run against the test site on loopback. Its
// command line scans a host on the standard ports; its retriever, which the command line uses,
// takes the port, and its tests are plain functions of what that retrieved.
// @ts-expect-error -- the package ships JavaScript with JSDoc types only
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
// @ts-expect-error -- as above
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
// @ts-expect-error -- as above
import { getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';

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

/** Every Observatory test on `site` but the `skipped` ones (named as it reports them: `cookies`). */
export async function observatoryResults(site: string, skipped: readonly string[]): Promise<ObservatoryResult[]> {
  const url = new URL(site);
  // No HTTPS here: the HTTPS fetch goes to a port nothing listens on and fails at once.
  const retrieveSite = retrieve as (host: string, ports: { httpPort: number; httpsPort: number }) => Promise<unknown>;
  const retrieved = await retrieveSite(url.hostname, { httpPort: Number(url.port), httpsPort: 1 });
  // A skipped test is not run at all: the redirection test reads the HSTS preload list, which the
  // package downloads after install, where the registry is all there is.
  const skippedFunctions = skipped.map(
    (name) => `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Test`,
  );
  return (ALL_TESTS as ObservatoryTest[]).flatMap((test) => {
    if (skippedFunctions.includes(test.name)) return [];
    const output = test(retrieved);
    const name = output.constructor.name;
    return [
      {
        test: name,
        result: output.result,
        pass: output.pass,
        scoreModifier: (getScoreModifier as (result: string) => number)(output.result),
      },
    ];
  });
}
