import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { NewsSubscriptionForm } from './news-subscription-form';

// Drawn by the server and usable without script (a plain POST); its code comes as it nears the
// viewport and takes over whatever was typed.
export default island('news-subscription-form', withGraphql(NewsSubscriptionForm), 'visible');
