import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedCache } from '@ostrel/shared-cache/shared-cache';
import type { BffContext } from './context.js';

/**
 * Per-visitor budgets of what costs the provider work or could be abused: generous for a person
 * (docs/bff.md says why each is what it is), far below what a script sends. A request over budget
 * is not executed: it gets HTTP 429 with `Retry-After` and one error, `extensions.code`
 * `RATE_LIMITED` with `retryAfterSeconds`.
 */
export const rateLimits = {
  forms: {
    points: 10,
    seconds: 600,
    fields: [
      'submitVacancyRequest',
      'submitInternshipRequest',
      'submitSolutionRequest',
      'submitNewsRequest',
      'subscribeToNews',
    ],
  },
  likes: { points: 30, seconds: 60, fields: ['likeBlogItem'] },
  archives: { points: 10, seconds: 600, fields: ['prepareArchive'] },
  search: { points: 120, seconds: 60, fields: ['search'] },
  computations: { points: 120, seconds: 60, fields: ['illuminanceDesign', 'circuitBreakerCheck'] },
  photometryChecks: { points: 30, seconds: 600, fields: ['photometryCheck'] },
} as const;

/**
 * Whom a budget belongs to: the IPv4 address, or the /64 an IPv6 address is in (one home or phone
 * is given a whole /64, and so is an abuser). An IPv4 address written as IPv6 counts as IPv4.
 */
export function visitorKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** Names of the root fields an operation selects, once per selection (aliases count again). */
export function rootFields(document: DocumentNode, operationName?: string | null): string[] {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return [];
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const names: string[] = [];
  const visit = (selections: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return names;
}

/** The error a refused request carries; Yoga answers it with its HTTP status and header. */
function rateLimited(retryAfterSeconds: number) {
  return createGraphQLError('Too many requests: try again later', {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    },
  });
}

/**
 * Counts each visitor's operations against `rateLimits`, every budget scaled by `scale` (0: off),
 * in Redis when instances share one (`shared`).
 * Operations with no visitor (the site's own reads for sitemaps and feeds, tests) are not counted.
 */
export function useRateLimits(scale: number, shared: SharedCache | null = null): Plugin<BffContext> {
  if (scale <= 0) return {};
  const budgets = Object.entries(rateLimits).map(([name, budget]) => {
    const allowance = { points: Math.max(1, Math.round(budget.points * scale)), duration: budget.seconds };
    const own = new RateLimiterMemory({ keyPrefix: name, ...allowance });
    return {
      fields: new Set<string>(budget.fields),
      // With Redis, one count for every instance; the instance's own while Redis is away.
      limiter: shared ? shared.rateLimiter(name, allowance, own) : own,
    };
  });
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const visitor = args.contextValue.visitor;
      if (!visitor) return;
      // Envelop types the execution arguments loosely; these are graphql-js's.
      const { document, operationName } = args as { document: DocumentNode; operationName?: string | null };
      const fields = rootFields(document, operationName);
      for (const { fields: counted, limiter } of budgets) {
        const cost = fields.filter((field) => counted.has(field)).length;
        if (cost === 0) continue;
        try {
          await limiter.consume(visitorKey(visitor), cost);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          setResultAndStopExecution({ errors: [rateLimited(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)))] });
          return;
        }
      }
    },
  };
}
