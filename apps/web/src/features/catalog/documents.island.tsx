import { island } from '@/app/islands/island';
import { Documents } from './documents';

// Selecting and downloading documents: the code comes as the list nears the viewport.
export default island('documents', Documents, 'visible');
