import { CacheProvider } from '@emotion/react';
import { STORAGE_KEYS } from '@ward/shared';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { CustomRoutes, Resource, type DashboardComponent } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyView } from './common/lazyView';
import { Loading } from './layout/Loading';
import { Layout } from './layout/Layout';
import { WardAdmin } from './layout/WardAdmin';
import { authProvider, dataProvider, i18nProvider, store } from './providers';
import { applyDocumentLocale, directionOf, initialTheme } from './providers/locale';
import { oldOutboxRoutes } from './messages/OldOutboxRoutes';
import { queryClient } from './providers/queryClient';
import { resources } from './resources';
import { cacheFor } from './theme/emotionCache';
import { createThemes } from './theme/themes';

const Dashboard = lazyView(() => import('./dashboard/Dashboard'), 'Dashboard') as DashboardComponent;
const ReportsPage = lazyView(() => import('./reports/ReportsPage'), 'ReportsPage');
const ReturnRatesPage = lazyView(() => import('./returns/ReturnRatesPage'), 'ReturnRatesPage');
const ZatcaPage = lazyView(() => import('./zatca/ZatcaPage'), 'ZatcaPage');
const PaymentsPage = lazyView(() => import('./payments/PaymentsPage'), 'PaymentsPage');
const MessagingPage = lazyView(() => import('./messaging/MessagingPage'), 'MessagingPage');

/** The locale react-admin keeps in its store; the direction, theme and Emotion cache follow it. */
function useLocaleFromStore(): string {
  const [locale, setLocale] = useState<string>(() => i18nProvider.getLocale());
  useEffect(() => store.subscribe('locale', (value) => setLocale(String(value ?? 'ar'))), []);
  return locale;
}

/** The dark class on <html> follows react-admin's theme choice, like the storefront's. */
function useThemeClass(): void {
  useEffect(() => {
    const apply = (value: unknown) => document.documentElement.classList.toggle('dark', value === 'dark');
    apply(store.getItem('theme'));
    return store.subscribe('theme', apply);
  }, []);
}

/** Another tab logged out or in as someone else: check again (SPEC.md §4). */
function useTokenWatch(): void {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.token && void authProvider.checkAuth({});
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export const App = () => {
  const locale = useLocaleFromStore();
  const direction = directionOf(locale);
  useLayoutEffect(() => applyDocumentLocale(locale), [locale]);
  useThemeClass();
  useTokenWatch();
  const themes = useMemo(() => createThemes(direction), [direction]);
  return (
    <CacheProvider value={cacheFor(direction)}>
      <WardAdmin
        title="ward.app.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={themes.light}
        darkTheme={themes.dark}
        defaultTheme={initialTheme(store.getItem('theme'))}
        layout={Layout}
        dashboard={Dashboard}
        loading={Loading}
        requireAuth
        disableTelemetry
      >
        {resources.map(({ name, ...views }) => (
          <Resource key={name} name={name} {...views} />
        ))}
        <CustomRoutes>
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/returns-report" element={<ReturnRatesPage />} />
          <Route path="/zatca" element={<ZatcaPage />} />
          <Route path="/payments" element={<PaymentsPage />} />
          <Route path="/messaging" element={<MessagingPage />} />
          {oldOutboxRoutes}
        </CustomRoutes>
      </WardAdmin>
    </CacheProvider>
  );
};
