// What other features and pages use of the comparison.
export { comparePath, maxCompared } from './compare-url';
