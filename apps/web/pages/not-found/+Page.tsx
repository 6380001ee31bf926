import { ErrorView } from '../../src/page/error-view';

export default function Page() {
  return <ErrorView kind="not-found" />;
}
