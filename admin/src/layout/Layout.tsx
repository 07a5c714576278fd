import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { UploadProgressBar } from './UploadProgressBar';
import { useSidebarShortcut } from './useSidebarShortcut';

/** react-admin's layout with the shop's sidebar (SPEC.md §2), app bar and upload progress. */
export const Layout = ({ children }: { children: ReactNode }) => {
  useSidebarShortcut();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
      <UploadProgressBar />
      {children}
    </RaLayout>
  );
};
