import { island } from '@/app/islands/island';
import { OpenStatus } from './open-status';

// The hours are text in the server's HTML; whether the office is open now is the visitor's moment,
// told by this once it nears the viewport.
export default island('open-status', OpenStatus, 'visible');
