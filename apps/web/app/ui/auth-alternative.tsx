import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';

/** "No account yet? Sign up"-style line under an auth card; texts are message keys. */
export function AuthAlternative(props: { textKey: string; linkKey: string; to: string }) {
  const { t, path } = useI18n();
  return (
    <p className="border-t border-line pt-5 text-sm text-muted">
      {t(props.textKey)}{' '}
      <Link to={path(props.to)} className="font-semibold text-accent underline-offset-4 hover:underline">
        {t(props.linkKey)}
      </Link>
    </p>
  );
}
