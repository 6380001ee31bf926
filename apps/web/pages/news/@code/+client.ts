import { hydratePage } from '../../../renderer/islands-client';
import NewsRequestForm from '@/features/forms/news-request-form.island';
import BackLink from '@/ui/back-link.island';

hydratePage([BackLink, NewsRequestForm]);
