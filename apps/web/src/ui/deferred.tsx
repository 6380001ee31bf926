import { Suspense, use, type ComponentType } from 'react';
import { usePageContext } from '../app/page/page-context';

const serverLoads = new Set<() => Promise<unknown>>();

/**
 * Server: resolves once the code of every deferred component is loaded, so that a synchronous
 * render includes them in full (the first render of a page kind waits for it, later ones do not).
 */
export function loadDeferredComponents(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load()));
}

/** Resolves once the element comes within a screen's height of the viewport (at once without it). */
function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

/**
 * A component whose code the browser loads only when the element `anchorId` (around or just
 * before it) comes near the viewport: for interactive parts at the end of long pages that most
 * visitors never reach. The server renders it in full; until its code arrives, a hydrating page
 * keeps that HTML (what is typed in it stays), while a page reached by client navigation loads the
 * code at once and shows nothing in its place meanwhile.
 */
export function deferUntilNearViewport<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & { anchorId: string }> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let loadingWhenNear: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (Loaded = component)));
  if (import.meta.env.SSR) serverLoads.add(loadOnce);

  function Deferred({ anchorId, isHydration, props }: { anchorId: string; isHydration: boolean; props: Props }) {
    const Component =
      Loaded ??
      use(
        isHydration
          ? (loadingWhenNear ??= whenNearViewport(document.getElementById(anchorId)).then(loadOnce))
          : loadOnce(),
      );
    return <Component {...props} />;
  }

  return function DeferredUntilNearViewport({ anchorId, ...props }: Props & { anchorId: string }) {
    const pageContext = usePageContext();
    const isHydration = 'isHydration' in pageContext && pageContext.isHydration === true;
    return (
      <Suspense fallback={null}>
        <Deferred anchorId={anchorId} isHydration={isHydration} props={props as unknown as Props} />
      </Suspense>
    );
  };
}
