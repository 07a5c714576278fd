import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./WalletList'), 'WalletList'),
  show: lazyView(() => import('./WalletShow'), 'WalletShow'),
  icon: AccountBalanceWalletIcon,
};
