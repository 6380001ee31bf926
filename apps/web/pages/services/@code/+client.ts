import { hydratePage } from '../../../renderer/islands-client';

hydratePage();
