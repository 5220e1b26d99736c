import { sitePath } from '@croupier/i18n/locales';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** `?menu=true` opens the menu sheet on arrival: where the bottom navigation's Menu leads before hydration. */
export const menuParameter = 'menu';

/**
 * A GET form to this page that sets or drops `menu`, carrying the page's other query parameters along.
 * Submitted before the page has hydrated (a slow phone), it loads the page again with the sheet open or shut
 * instead of doing nothing; once hydrated it runs `onSubmit` in place.
 */
export function MenuParameterForm(props: {
  open: boolean;
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { onSubmit } = props;
  return (
    <form
      method="get"
      action={sitePath(pathname)}
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {[...searchParams].map(([name, value]) =>
        name === menuParameter ? null : <input key={`${name}=${value}`} type="hidden" name={name} value={value} />,
      )}
      {props.open ? <input type="hidden" name={menuParameter} value="true" /> : null}
      {props.children}
    </form>
  );
}
