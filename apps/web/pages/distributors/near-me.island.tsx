import { island } from '@/app/islands/island';
import { NearMe } from './near-me';

// Only a browser can tell where its visitor is: the button works once the script has come.
export default island('near-me', NearMe, 'visible');
