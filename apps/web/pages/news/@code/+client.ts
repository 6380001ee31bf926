import { hydratePage } from '../../renderer/islands-client';
import NewsRequestForm from '../../src/features/forms/news-request-form.island';
import BackLink from '../../src/ui/back-link.island';

hydratePage([BackLink, NewsRequestForm]);
