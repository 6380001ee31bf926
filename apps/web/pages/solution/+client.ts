import { hydratePage } from '../../renderer/islands-client';
import SolutionRequestForm from '../../src/features/forms/solution-request-form.island';
import BackLink from '../../src/ui/back-link.island';

hydratePage([BackLink, SolutionRequestForm]);
