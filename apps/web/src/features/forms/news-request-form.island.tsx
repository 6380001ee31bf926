import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { NewsRequestForm } from './news-request-form';

// Drawn by the server and usable at once; its code (checks, sending) comes as it nears the viewport
// and takes over whatever was typed.
export default island('news-request-form', withGraphql(NewsRequestForm), 'visible');
