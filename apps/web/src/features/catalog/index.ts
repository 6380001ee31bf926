// What other features use of the catalogue: the photometric report a model page draws, for files
// that are not a model's (the file checker), and where an Ex marking may be used (the decoder).
export { coneDiagramView, type ConeDiagramView } from './cone-diagram-view';
export { ExUsage } from './ex-usage';
export { photometricFigures, type PhotometricFigure } from './photometric-figures';
export { PhotometryReport } from './photometry-report';
export { polarDiagram, type PolarDiagram } from './polar-diagram-paths';
export { ugrTableView, type UgrTableView } from './ugr-table-view';
