import { ErrorView } from '../../src/page/error-view';
import { usePageContext } from '../../src/page/page-context';

export default function Page() {
  const { data } = usePageContext();
  return <ErrorView kind={data.outcome ?? 'server-error'} />;
}
