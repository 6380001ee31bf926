// What other features use of the tools.
export { readModelPick } from './model-pick';
