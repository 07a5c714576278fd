import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BarChartIcon from '@mui/icons-material/BarChart';
import ForumIcon from '@mui/icons-material/Forum';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Divider, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';

/**
 * Every section of SPEC.md §2 except settings (in the user menu), in its order, then the
 * shop's other screens grouped under headings (hidden when the sidebar shows icons only).
 */
const GROUPS: ReadonlyArray<{ label?: string; resources: string[] }> = [
  {
    resources: [
      'categories',
      'products',
      'orders',
      'returns',
      'customers',
      'coupons',
      'promotions',
      'pages',
      'branches',
      'banners',
      'testimonials',
    ],
  },
  {
    label: 'ward.menu.sales',
    resources: ['stock-alerts', 'abandoned-carts', 'wallets', 'reviews', 'notifications', 'carriers', 'shipping-rates', 'zatca-documents'],
  },
  { label: 'ward.menu.inbox', resources: ['contact-messages', 'newsletter-subscribers', 'messages'] },
  { label: 'ward.menu.search', resources: ['search-queries', 'search-synonyms'] },
  { label: 'ward.menu.activity', resources: ['audit'] },
];

/**
 * A group's heading inside react-admin's menu (a `menu` of `menuitem`s): presentation only, as
 * a menu holds nothing but items and separators; each item says where it goes on its own.
 */
const Heading = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return open ? (
    <ListSubheader role="none" sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}>
      {translate(label)}
    </ListSubheader>
  ) : (
    <Divider sx={{ my: 1 }} />
  );
};

export const Menu = () => {
  const translate = useTranslate();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {GROUPS.map((group, i) => (
        <Fragment key={i}>
          {group.label && <Heading label={group.label} />}
          {group.resources.map((name) => (
            <RaMenu.ResourceItem key={name} name={name} />
          ))}
        </Fragment>
      ))}
      <RaMenu.Item to="/reports" primaryText={translate('ward.menu.reports')} leftIcon={<BarChartIcon />} />
      <RaMenu.Item to="/returns-report" primaryText={translate('ward.menu.returns_report')} leftIcon={<AssignmentReturnIcon />} />
      <RaMenu.Item to="/zatca" primaryText={translate('ward.menu.zatca')} leftIcon={<ReceiptLongIcon />} />
      <RaMenu.Item to="/payments" primaryText={translate('ward.menu.payments')} leftIcon={<PaymentsIcon />} />
      <RaMenu.Item to="/messaging" primaryText={translate('ward.menu.messaging')} leftIcon={<ForumIcon />} />
    </RaMenu>
  );
};
