import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useTranslate } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { TestModeRibbon } from './TestModeRibbon';
import { UploadProgressBar } from './UploadProgressBar';
import { useSidebarShortcut } from './useSidebarShortcut';

/**
 * The content never widens the page (on a phone a wide table would push the whole layout
 * sideways, the app bar with it): it may shrink, and a wide table scrolls inside its card.
 */
const contentFits = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

/** The browser tab says "Ward · Admin" in English (index.html starts in Arabic), once the translations are in. */
function useDocumentTitle(): void {
  const translate = useTranslate();
  const title = translate('ward.app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** react-admin's layout with the shop's sidebar (SPEC.md §2), app bar and upload progress. */
export const Layout = ({ children }: { children: ReactNode }) => {
  useSidebarShortcut();
  useDocumentTitle();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} sx={contentFits}>
      <UploadProgressBar />
      <TestModeRibbon />
      {children}
    </RaLayout>
  );
};
