import { hydratePage } from '../../renderer/islands-client';
import LinkChips from '@/ui/link-chips.island';
import SearchForm from './search-form.island';

hydratePage([SearchForm, LinkChips]);
