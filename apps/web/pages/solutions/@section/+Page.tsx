export { default } from '../+Page';
