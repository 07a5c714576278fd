import { Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { UserMenu } from './UserMenu';

/** Title, then react-admin's language menu, theme toggle and refresh, then the user menu. */
export const AppBar = () => (
  <RaAppBar userMenu={<UserMenu />} color="primary">
    <Typography component="span" sx={{ fontWeight: 800, letterSpacing: 0.5, marginInlineEnd: 2, display: { xs: 'none', sm: 'inline' } }}>
      ورد · Ward
    </Typography>
    {/* the page's title is its one top-level heading (react-admin renders an h6) */}
    <TitlePortal component="h1" />
  </RaAppBar>
);
