import { createHash } from 'node:crypto';

/** An inline script's CSP source: the SHA-256 of its text exactly as written between its tags. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** An inline `<script>` and the CSP source that allows it, made together so they cannot drift apart. */
export function inlineScript(script: string): { html: string; hash: string } {
  return { html: `<script>${script}</script>`, hash: scriptHash(script) };
}
