import { ErrorView } from '../../src/page/error-view';
import { usePageContext } from '../../src/page/page-context';

export default function Page() {
  const { is404 } = usePageContext();
  return <ErrorView kind={is404 ? 'not-found' : 'server-error'} />;
}
