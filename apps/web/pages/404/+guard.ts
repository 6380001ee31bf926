import { render } from 'vike/abort';

/** /404 is the not-found page itself, answered with status 404. */
export function guard() {
  throw render(404);
}
