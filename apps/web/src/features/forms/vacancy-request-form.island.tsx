import { withGraphql } from '@/app/graphql/graphql-provider';
import { island } from '@/app/islands/island';
import { VacancyRequestForm } from './vacancy-request-form';

// The form is drawn by the server and can be filled in at once; its code (checks, sending) comes
// as it nears the viewport and takes over whatever was typed and chosen.
export default island('vacancy-request-form', withGraphql(VacancyRequestForm), 'visible');
