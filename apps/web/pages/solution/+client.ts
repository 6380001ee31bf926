import { hydratePage } from '../../renderer/islands-client';
import SolutionRequestForm from '@/features/forms/solution-request-form.island';
import BackLink from '@/ui/back-link.island';

hydratePage([BackLink, SolutionRequestForm]);
