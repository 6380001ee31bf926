export { data } from '../+data';
