import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Logout, MenuItemLink, UserMenu as RaUserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

const ShopLink = forwardRef<HTMLAnchorElement>((_, ref) => {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component="a" href="/" ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <StorefrontIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ward.app.shop')}</ListItemText>
    </MenuItem>
  );
});

/** Settings are not in the sidebar (SPEC.md §2): they live here, beside the shop and logout. */
export const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // the button shows the admin's name: its accessible name starts with what it shows (WCAG 2.5.3)
  const label = [identity?.fullName, translate('ra.auth.user_menu')].filter(Boolean).join(' · ');
  return (
    <RaUserMenu label={label}>
      <MenuItemLink to="/settings" primaryText={translate('ward.app.profile')} leftIcon={<SettingsIcon />} />
      <ShopLink />
      <Logout />
    </RaUserMenu>
  );
};
