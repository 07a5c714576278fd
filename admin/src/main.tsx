import '@fontsource/tajawal/arabic-400.css';
import '@fontsource/tajawal/arabic-500.css';
import '@fontsource/tajawal/arabic-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { warmDashboard } from './dashboard/warmDashboard';
import { i18nProvider } from './providers';
import { startInAdminsLanguage } from './providers/i18nProvider';
import { applyDocumentLocale } from './providers/locale';
import { queryClient } from './providers/queryClient';

warmDashboard(queryClient, window.location.pathname);
void startInAdminsLanguage().then(() => {
  applyDocumentLocale(i18nProvider.getLocale());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter basename="/admin">
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
