import type { PageContextServer } from 'vike/types';
import { loadServicePage } from '../service-page';

/** A service page (the calculators have their own folders beside this one). */
export const data = (pageContext: PageContextServer) =>
  loadServicePage(pageContext, pageContext.routeParams.code ?? '');

export type Data = Awaited<ReturnType<typeof data>>;
