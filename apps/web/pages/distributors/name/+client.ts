import { hydratePage } from '../../../renderer/islands-client';
import NameFilterForm from './name-filter-form.island';

hydratePage([NameFilterForm]);
