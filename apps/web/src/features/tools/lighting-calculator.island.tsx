import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { LightingLive } from './lighting-live';

// At the top of its page, so near the viewport at once: its code (the live answers, urql and the
// browser's client) comes right after the page's own scripts, not with them (the first visit's budget).
export default island('lighting-calculator', withGraphql(LightingLive), 'visible');
