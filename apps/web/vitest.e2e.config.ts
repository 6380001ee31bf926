import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (the longest first by the durations of the last run, or the largest file where it
 * has none) with the keyboard walk first: a small file that walks page after page in one tab for about
 * two minutes. On a fresh clone it came last, and the other worker stood idle until it ended.
 */
class KeyboardWalkFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isWalk = (file: TestSpecification) => file.moduleId.endsWith('/e2e/keyboard.test.ts');
    return [...sorted.filter(isWalk), ...sorted.filter((file) => !isWalk(file))];
  }
}

// The browser suite: real Chromium against the production build (`pnpm build` first), two files at
// a time, each with its own browser. One at a time left about a third of the two cores idle (the
// site, the content API and the browser waiting on one another): two took the suite from about
// 1,210 s to 1,030 s on the same machine. The files share only the site and the content API: a spec
// that needs a fault, a limit or a restart starts a site of its own.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: 2,
    // Files share each worker's loaded modules (Playwright's client, the support code): about 1.5
    // CPU-s a file, with nothing of a file's own kept (each opens and closes its browser and sites).
    isolate: false,
    sequence: { sequencer: KeyboardWalkFirst },
    // The keyboard walk's pages two at a time: a walk mostly waits for the frames its captures need.
    maxConcurrency: 2,
    // A test's time is a budget for a hang, not a speed check: a busy machine may be several times
    // slower than an idle one. A step that never ends fails sooner, as itself (STEP_TIMEOUT_MS).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
