/**
 * A library's kebab-case code as the schema's enum value names it (`too-large` → `tooLarge`): the
 * photometry reader's and the Ex marking reader's problem codes and fields.
 */
export const enumName = (code: string): string => code.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
