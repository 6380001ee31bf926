import type { ResolvedConfig, Rolldown } from 'vite';

/** Ids outside every folder the site's own chunk groups name: what a group takes of them is by kind alone. */
const stylesheetModule = '/elsewhere/component.module.css';
const scriptModule = '/elsewhere/component.tsx';

/** Whether a group takes a module, the way Rolldown reads `test`. */
function takes(group: Rolldown.CodeSplittingGroup, id: string): boolean {
  const { test } = group;
  if (test === undefined) return true;
  if (typeof test === 'string') return id.includes(test);
  if (test instanceof RegExp) {
    test.lastIndex = 0;
    return test.test(id);
  }
  return test(id) === true;
}

/** A group that puts stylesheet modules in chunks of their own, apart from the code that uses them. */
export function splitsStylesheetsApart(group: Rolldown.CodeSplittingGroup): boolean {
  return takes(group, stylesheetModule) && !takes(group, scriptModule);
}

/**
 * Vike adds a chunk group that puts every `.css` module in a chunk of its own, a workaround for CSS
 * duplicated between per-page stylesheets (vikejs/vike#1815), and has no setting to leave it out
 * short of turning code splitting off. With one stylesheet for the site (`cssCodeSplit: false`)
 * that duplication cannot happen, while the workaround turns each CSS module's class-name map into
 * a separate ~200-byte script. Dropping the group, found by what it takes rather than by how it is
 * written, lets those maps travel with the components that use them.
 */
export function keepCssModuleMapsWithTheirComponents(config: ResolvedConfig): void {
  for (const output of [config.build.rolldownOptions.output ?? []].flat()) {
    const { codeSplitting } = output;
    if (typeof codeSplitting === 'object' && codeSplitting.groups) {
      codeSplitting.groups = codeSplitting.groups.filter((group) => !splitsStylesheetsApart(group));
    }
  }
}

/**
 * The browser build's chunks that hold nothing but CSS-module class maps for a single chunk: none
 * once Vike's group is dropped (a map shared by several chunks may still travel apart, as any
 * shared module does). The build fails on any: a Vike upgrade that adds its group another way.
 */
export function cssModuleMapChunks(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const importers = (fileName: string) => chunks.filter((chunk) => chunk.imports.includes(fileName)).length;
  return chunks
    .filter((chunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.module\.css(\?|$)/.test(id)))
    .filter((chunk) => importers(chunk.fileName) < 2)
    .map((chunk) => chunk.fileName);
}
