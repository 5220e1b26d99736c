import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { redirect } from 'react-router';
import type { Route } from './+types/profile-index';

/** /profile itself has no page: the dashboard is its landing section, in the same language. */
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = splitLocale(new URL(request.url).pathname);
  throw redirect(locale ? localizePath('/profile/dashboard', locale) : '/profile/dashboard');
}

export default function Page() {
  return null;
}
