import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { Documents } from './documents';

// Selecting and downloading documents: the code (with urql, for the archive) comes as the list
// nears the viewport.
export default island('documents', withGraphql(Documents), 'visible');
