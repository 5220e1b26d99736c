import '@fontsource-variable/inter';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { browserLocale, I18nProvider, loadMessages } from './i18n/i18n.tsx';
import { adminRouter } from './router.tsx';

const locale = browserLocale();
const messages = await loadMessages(locale);
document.documentElement.lang = locale;

createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nProvider locale={locale} messages={messages}>
    <RouterProvider router={adminRouter} />
  </I18nProvider>,
);
