import { ErrorView } from '@/features/content/error-view';

/** Never drawn (the data always redirects or aborts): Vike routes a page in the browser only when it has one. */
export default function Page() {
  return <ErrorView kind="not-found" />;
}
