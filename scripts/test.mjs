// `npm test`: installs what is missing, then runs every check of every package through Turborepo
// (typecheck, lint, unit and integration tests), two at a time to suit a two-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, pnpmBin, root, run, toolEnv } from './toolchain.mjs';

ensureInstalled();
// Formatting first: it is the quickest check and its message says the one command that fixes it.
pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
const tasks = spawnSync(
  process.execPath,
  [pnpmBin, 'exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--continue', '--summarize'],
  { cwd: root, stdio: 'inherit', env: toolEnv },
);
printTaskTimes();
if (tasks.status !== 0) {
  reprintFailedTasks();
  process.exit(tasks.status ?? 1);
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
 * The run's summary Turborepo wrote (`--summarize`), or null when there is none.
 * @returns {{ tasks: TurboTask[] } | null}
 */
function latestSummary() {
  const runsDir = join(root, '.turbo', 'runs');
  if (!existsSync(runsDir)) return null;
  const latest = readdirSync(runsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(runsDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!latest) return null;
  return JSON.parse(readFileSync(latest, 'utf8'));
}

/** How long each of the slowest tasks took: where a run's time went, for whoever makes it faster. */
function printTaskTimes() {
  const summary = latestSummary();
  if (!summary) return;
  const timed = summary.tasks
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
  const summary = latestSummary();
  if (!summary) return;
  for (const task of summary.tasks.filter((candidate) => (candidate.execution?.exitCode ?? 0) !== 0)) {
    const log = join(root, task.directory, '.turbo', `turbo-${task.task}.log`);
    if (!existsSync(log)) continue;
    const lines = readFileSync(log, 'utf8').split('\n');
    console.error(`\n── ${task.taskId} failed; the end of its log ──\n${lines.slice(-200).join('\n')}`);
  }
}
