import { CssBaseline } from '@mui/material';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { AdminContext, CoreAdminUI, Error as ErrorPage, Notification, type AdminContextProps, type CoreAdminUIProps } from 'react-admin';
import { lazyView } from '../common/lazyView';

const later = (name: 'AccessDenied' | 'AuthCallback' | 'AuthenticationError' | 'NotFound'): ComponentType => {
  const Page = lazyView(() => import('./RarePages'), name);
  return () => (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
};
const AccessDenied = later('AccessDenied');
const AuthCallback = later('AuthCallback');
const AuthenticationError = later('AuthenticationError');
const NotFound = later('NotFound');

type WardAdminProps = AdminContextProps & Omit<CoreAdminUIProps, 'loginPage'> & { children: ReactNode };

/**
 * react-admin's `<Admin>` without what the back office never shows on its first load: `<Admin>`
 * imports its login form (text inputs, the whole form machinery) as the default sign-in page and
 * English messages as the default translations, although the shop signs in on the storefront and
 * brings its own dictionaries. Same parts otherwise: the context, the routes, the notifications.
 */
export const WardAdmin = ({
  children,
  layout,
  dashboard,
  loading,
  title,
  requireAuth,
  disableTelemetry,
  ready,
  ...context
}: WardAdminProps) => (
  <AdminContext {...context}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        {...{ layout, dashboard, loading, title, requireAuth, disableTelemetry, ready }}
        loginPage={false}
        error={ErrorPage}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
      >
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
