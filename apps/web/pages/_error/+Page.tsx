import { ErrorView } from '../../src/features/content/error-view';
import { usePageContext } from '../../src/app/page/page-context';

export default function Page() {
  const { data } = usePageContext();
  return <ErrorView kind={data.outcome ?? 'server-error'} />;
}
