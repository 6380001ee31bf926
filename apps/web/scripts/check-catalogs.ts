// The catalog check of `pnpm lint`: fails, naming what is wrong, when the committed catalogs
// (src/app/i18n/locales/*.po) are not what `lingui extract --clean` makes of the code — messages added
// or removed in the code, or moved between files — or when a message has no English translation
// or does not compile. Extraction runs on a copy in a temporary folder: the committed files are
// never touched. `pnpm --filter @ostrel/web i18n` updates them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import linguiConfig from '../lingui.config';

const appRoot = join(import.meta.dirname, '..');
const catalogsDir = join(appRoot, 'src/app/i18n/locales');
// The CLI's own entry (its `bin`), next to the package's main module.
const linguiCli = join(dirname(createRequire(import.meta.url).resolve('@lingui/cli')), 'lingui.js');
const { format, locales, sourceLocale = 'ru' } = linguiConfig;
if (typeof format !== 'object') throw new Error('lingui.config.ts names its catalog format by a formatter');
const catalogFormat = format;

/** Runs the Lingui CLI on the catalogs in `dir`; its output is shown only when it fails. */
function lingui(args: string[], dir: string): boolean {
  const result = spawnSync(process.execPath, [linguiCli, ...args], {
    cwd: appRoot,
    env: { ...process.env, LINGUI_CATALOGS_DIR: dir },
    encoding: 'utf8',
  });
  if (result.status !== 0) process.stderr.write(`lingui ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.status === 0;
}

async function messages(file: string, locale: string) {
  const catalog = existsSync(file)
    ? await catalogFormat.parse(readFileSync(file, 'utf8'), { locale, sourceLocale, filename: file })
    : {};
  return new Map(Object.entries(catalog).filter(([, message]) => !message.obsolete));
}

const list = (items: string[]) => items.map((item) => `    ${JSON.stringify(item)}`).join('\n');

interface Findings {
  problems: string[];
  stale: boolean;
  untranslated: boolean;
}

/** Extracts into copies of the committed catalogs in `workDir` and compares. */
async function check(workDir: string): Promise<Findings> {
  const findings: Findings = { problems: [], stale: false, untranslated: false };
  for (const locale of locales) {
    const committed = join(catalogsDir, `${locale}.po`);
    if (existsSync(committed)) copyFileSync(committed, join(workDir, `${locale}.po`));
  }
  if (!lingui(['extract', '--clean'], workDir))
    return { ...findings, problems: ['The messages could not be extracted (see above).'] };

  for (const locale of locales) {
    const committedFile = join(catalogsDir, `${locale}.po`);
    const extractedFile = join(workDir, `${locale}.po`);
    const extracted = await messages(extractedFile, locale);
    if (!existsSync(committedFile) || readFileSync(committedFile, 'utf8') !== readFileSync(extractedFile, 'utf8')) {
      const committed = await messages(committedFile, locale);
      const added = [...extracted].filter(([id]) => !committed.has(id)).map(([id, message]) => message.message ?? id);
      const removed = [...committed].filter(([id]) => !extracted.has(id)).map(([id, message]) => message.message ?? id);
      const details = [
        added.length > 0 ? `  in the code, not in the catalog:\n${list(added)}` : '',
        removed.length > 0 ? `  in the catalog, no longer in the code:\n${list(removed)}` : '',
        added.length + removed.length === 0 ? '  the same messages, with other source files, comments or order' : '',
      ].filter(Boolean);
      findings.problems.push(`src/app/i18n/locales/${locale}.po is stale:\n${details.join('\n')}`);
      findings.stale = true;
    }
    if (locale !== sourceLocale) {
      // Compiling falls back to Russian for a message without English, so it would not notice.
      const withoutTranslation = [...extracted]
        .filter(([, message]) => !message.translation)
        .map(([id, message]) => message.message ?? id);
      if (withoutTranslation.length > 0) {
        findings.problems.push(
          `src/app/i18n/locales/${locale}.po has no translation for:\n${list(withoutTranslation)}`,
        );
        findings.untranslated = true;
      }
    }
  }
  if (!lingui(['compile', '--strict'], workDir)) findings.problems.push('A message does not compile (see above).');
  return findings;
}

const workDir = mkdtempSync(join(tmpdir(), 'catalogs-'));
try {
  const { problems, stale, untranslated } = await check(workDir);
  if (problems.length > 0) {
    const advice = [
      stale ? 'Run `pnpm --filter @ostrel/web i18n` to update the catalogs.' : '',
      untranslated ? 'Add the missing translations to the .po files named above.' : '',
    ];
    process.stderr.write(`${problems.join('\n')}\n\n${advice.filter(Boolean).join(' ')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`Catalogs up to date (${locales.join(', ')}).\n`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
