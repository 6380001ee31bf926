import { LRUCache } from 'lru-cache';
import type { PageContextServer } from 'vike/types';
import { parseEulumdat, polarDiagram, type PolarDiagram } from './eulumdat';

// Photometric files do not change under a URL: each is read and drawn once.
const drawn = new LRUCache<string, PolarDiagram | 'none'>({ max: 500 });

/** The light distribution diagram of a model, from its own EULUMDAT file; null without one or when it cannot be read. */
export async function lightDistribution(pageContext: PageContextServer, ldtUrl: string | null | undefined): Promise<PolarDiagram | null> {
  if (!ldtUrl) return null;
  const known = drawn.get(ldtUrl);
  if (known) return known === 'none' ? null : known;
  try {
    const response = await pageContext.mediaFetch(ldtUrl);
    if (!response.ok) return null;
    const file = parseEulumdat(await response.text());
    const diagram = file ? polarDiagram(file) : null;
    drawn.set(ldtUrl, diagram ?? 'none');
    return diagram;
  } catch {
    // Unreachable now: the page shows no diagram, and the next render tries again.
    return null;
  }
}
