// `npm test`: installs what is missing, then runs every check of every package through Turborepo
// (typecheck, lint, unit and integration tests) on a two-core machine: every build first, then the
// browser suite (apps/web's tests, by far the longest task) beside all the other tasks, which run
// one after another.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, pnpmBin, root, run, toolEnv } from './toolchain.mjs';

ensureInstalled();
const started = Date.now();
// Formatting first: it is the quickest check and its message says the one command that fixes it.
pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
const turbo = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [pnpmBin, 'exec', 'turbo', 'run', ...args, '--continue', '--summarize'], {
      cwd: root,
      stdio: 'inherit',
      env: toolEnv,
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
// Every build and generated file, two at a time: each check below reads them, and none rebuilds
// (`--only`), so nothing is rewritten under a suite that runs.
let failed = (await turbo(['build', 'codegen', '--concurrency=2'])) !== 0;
if (!failed) {
  // Left to Turborepo's order the browser suite started last, after every other package's checks
  // (about nine minutes in): it starts first here, and the rest follow one at a time beside it.
  const codes = await Promise.all([
    turbo(['test', '--filter=@ostrel/web', '--only']),
    (async () =>
      Math.max(
        await turbo(['typecheck', 'lint', 'test', '--filter=!@ostrel/web', '--only', '--concurrency=1']),
        await turbo(['typecheck', 'lint', '--filter=@ostrel/web', '--only', '--concurrency=1']),
      ))(),
  ]);
  failed = codes.some((code) => code !== 0);
}
printTaskTimes();
if (failed) {
  reprintFailedTasks();
  process.exit(1);
}
// The supervisor of `npm start` (scripts/services.mjs).
run(process.execPath, ['--test', 'scripts/services.test.mjs']);
pnpm(['exec', 'tsc', '-p', 'tsconfig.json']);
// Files, exports and dependencies nothing uses (after the tasks above: it reads the generated code too).
pnpm(['exec', 'knip', '--no-progress']);

/**
 * @typedef {{ taskId: string; directory: string; task: string; execution?: { startTime: number; endTime: number; exitCode?: number } }} TurboTask
 */

/**
 * The tasks of the summaries Turborepo wrote during this run (`--summarize`), each run's.
 * @returns {TurboTask[]}
 */
function tasksOfThisRun() {
  const runsDir = join(root, '.turbo', 'runs');
  if (!existsSync(runsDir)) return [];
  return readdirSync(runsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(runsDir, name))
    .filter((path) => statSync(path).mtimeMs >= started)
    .flatMap((path) => JSON.parse(readFileSync(path, 'utf8')).tasks);
}

/** How long each of the slowest tasks took: where a run's time went, for whoever makes it faster. */
function printTaskTimes() {
  const timed = tasksOfThisRun()
    .flatMap(({ taskId, execution }) =>
      execution ? [{ task: taskId, seconds: (execution.endTime - execution.startTime) / 1000 }] : [],
    )
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 12);
  console.log(
    `\nSlowest tasks:\n${timed.map(({ task, seconds }) => `  ${seconds.toFixed(0).padStart(5)} s  ${task}`).join('\n')}`,
  );
}

/**
 * Tasks run side by side, so a failure's report scrolls away under the next task's output: print
 * the end of each failed task's log (where its test runner lists the failures) once more, last.
 */
function reprintFailedTasks() {
  for (const task of tasksOfThisRun().filter((candidate) => (candidate.execution?.exitCode ?? 0) !== 0)) {
    const log = join(root, task.directory, '.turbo', `turbo-${task.task}.log`);
    if (!existsSync(log)) continue;
    const lines = readFileSync(log, 'utf8').split('\n');
    console.error(`\n── ${task.taskId} failed; the end of its log ──\n${lines.slice(-200).join('\n')}`);
  }
}
