import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { PhotometryCheckerLive } from './photometry-checker-live';

// Fetched as the form nears the viewport: the page reads without it, and the form posts itself
// until it has come.
export default island('photometry-checker', withGraphql(PhotometryCheckerLive), 'visible');
