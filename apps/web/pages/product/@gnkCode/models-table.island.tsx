import { island } from '@/app/islands/island';
import { ModelsTable } from './models-table';

// Sorting and the favourites' hearts: the code comes as the table nears the viewport.
export default island('models-table', ModelsTable, 'visible');
