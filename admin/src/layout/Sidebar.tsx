import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';

/** Widths of SPEC.md §2: 16rem open, 3rem as icons (theme.sidebar), 18rem as the mobile overlay. */
export const Sidebar = (props: SidebarProps) => (
  <RaSidebar
    {...props}
    sx={(theme) => ({
      [theme.breakpoints.down('sm')]: { '& .MuiPaper-root': { width: '18rem' } },
    })}
  />
);
