import { useCallback, useEffect, useState } from 'react';
import type { FragmentType } from '../../app/graphql/generated';
import { island } from '../../app/islands/island';
import { usePageLocation } from '../../app/page/page-location';
import { Header, type HeaderFragment, type OpenPanel } from './header';
import { LoadingBar } from './loading-bar';
import { SearchOverlay } from './search-overlay';

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

  return (
    <>
      <LoadingBar />
      <Header menu={menu} openPanel={openPanel} onTogglePanel={togglePanel} onClosePanels={closePanels} />
      {openPanel === 'search' ? <SearchOverlay onClose={closePanels} /> : null}
    </>
  );
}

export default island('frame-header', FrameHeader);
