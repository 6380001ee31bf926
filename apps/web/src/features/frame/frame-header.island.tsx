import { useCallback, useEffect, useState } from 'react';
import type { FragmentType } from '@/app/graphql/generated';
import { island } from '@/app/islands/island';
import { usePageLocation } from '@/app/page/page-location';
import { Header, type HeaderFragment, type OpenPanel } from './header';
import { LoadingBar } from './loading-bar';
import { SearchOverlay } from './search-overlay';

const frameHeaderId = 'site-header';
// The toasts' live regions stay outside the inert page: what a toast says is heard with a panel open.
const liveRegions = '[data-island="toast-slot"]';

/** The header's button that opens and closes a panel. */
function toggleOf(panel: 'menu' | 'search'): HTMLElement | null {
  return document.querySelector(`[aria-controls="site-${panel}"]`);
}

type FrameHeaderProps = { menu: FragmentType<typeof HeaderFragment> };

/** The frame's header with its menu and search panel, and the loading bar above it. */
function FrameHeader({ menu }: FrameHeaderProps) {
  const { urlOriginal } = usePageLocation();
  const [openPanel, setOpenPanel] = useState<OpenPanel>(null);
  const [panelUrl, setPanelUrl] = useState(urlOriginal);
  // Menu and search close on every route change.
  if (panelUrl !== urlOriginal) {
    setPanelUrl(urlOriginal);
    setOpenPanel(null);
  }

  const closePanels = useCallback(() => {
    setOpenPanel(null);
  }, []);
  // A page left for another is kept in the back-forward cache as it is: its panels close as it leaves.
  useEffect(() => {
    window.addEventListener('pagehide', closePanels);
    return () => {
      window.removeEventListener('pagehide', closePanels);
    };
  }, [closePanels]);
  // Menu and search are mutually exclusive: opening one closes the other.
  const togglePanel = useCallback((panel: 'menu' | 'search') => {
    setOpenPanel((current) => (current === panel ? null : panel));
  }, []);
  // Escape, or the panel's own close button: focus goes back to the button that opened it.
  const dismissPanel = useCallback(() => {
    if (openPanel) toggleOf(openPanel)?.focus();
    setOpenPanel(null);
  }, [openPanel]);
  useEffect(() => {
    if (!openPanel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismissPanel();
    };
    document.addEventListener('keydown', onKeyDown);
    // An open panel is modal: the page behind it is inert meanwhile, so Tab and a screen
    // reader's cursor stay in the header and the panel.
    const frameRoot = document.getElementById(frameHeaderId)?.closest('[data-island]');
    const behind = [...(frameRoot?.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement =>
        element !== frameRoot && element instanceof HTMLElement && !element.inert && !element.matches(liveRegions),
    );
    for (const element of behind) element.inert = true;
    // From 1220 px the menu is the header's own row: a window widened past it closes the panel.
    const wide = window.matchMedia('(min-width: 1220px)');
    const onWiden = () => {
      if (wide.matches && openPanel === 'menu') setOpenPanel(null);
    };
    wide.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWiden);
      for (const element of behind) element.inert = false;
    };
  }, [openPanel, dismissPanel]);

  return (
    <>
      <LoadingBar />
      <Header
        id={frameHeaderId}
        menu={menu}
        openPanel={openPanel}
        onTogglePanel={togglePanel}
        onClosePanels={closePanels}
      />
      {openPanel === 'search' ? <SearchOverlay onClose={closePanels} onDismiss={dismissPanel} /> : null}
    </>
  );
}

export default island('frame-header', FrameHeader);
