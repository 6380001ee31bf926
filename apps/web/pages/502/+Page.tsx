import { ErrorView } from '../../src/features/content/error-view';

export default function Page() {
  return <ErrorView kind="server-error" />;
}
