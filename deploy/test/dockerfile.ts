import { DockerfileParser, ModifiableInstruction, type Instruction } from 'dockerfile-ast';

export interface Stage {
  name: string | null;
  /** The base image with the Dockerfile's ARG defaults put in. */
  image: string;
  instructions: { keyword: string; content: string; flags: string[] }[];
}

/** The build stages of a Dockerfile, in order, each with the instructions that follow its FROM. */
export function parseStages(text: string): Stage[] {
  const dockerfile = DockerfileParser.parse(text);
  const args = new Map<string, string>();
  for (const arg of dockerfile.getInitialARGs())
    for (const property of arg.getProperties()) args.set(property.getName(), property.getValue() ?? '');
  const substitute = (value: string) => value.replace(/\$\{?(\w+)\}?/g, (_, name: string) => args.get(name) ?? '');
  const froms = dockerfile.getFROMs();
  const lineOf = (instruction: Instruction) => instruction.getRange().start.line;
  return froms.map((from, index) => {
    const start = lineOf(from);
    const next = froms[index + 1];
    const end = next ? lineOf(next) : Number.POSITIVE_INFINITY;
    return {
      name: from.getBuildStage(),
      image: substitute(from.getImage() ?? ''),
      instructions: dockerfile
        .getInstructions()
        .filter((instruction) => lineOf(instruction) > start && lineOf(instruction) < end)
        .map((instruction) => ({
          keyword: instruction.getKeyword(),
          content: instruction.getArgumentsContent() ?? '',
          flags:
            instruction instanceof ModifiableInstruction
              ? instruction.getFlags().map((flag) => `--${flag.getName()}=${flag.getValue() ?? ''}`)
              : [],
        })),
    };
  });
}

/** `KEY=value` pairs of a stage's ENV instructions. */
export function stageEnv(stage: Stage): Map<string, string> {
  const env = new Map<string, string>();
  for (const { keyword, content } of stage.instructions)
    if (keyword === 'ENV') for (const [, key = '', value = ''] of content.matchAll(/(\w+)=(\S*)/g)) env.set(key, value);
  return env;
}

/** The arguments of an exec-form (JSON array) instruction such as CMD or HEALTHCHECK CMD. */
export function execForm(content: string): string[] {
  return JSON.parse(content.slice(content.indexOf('['))) as string[];
}
