import { Button } from '@croupier/ui/button';
import { useContext } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ModalContext } from '../../ui/modal/modal-context.ts';

/**
 * Opens the search modal. Rendered only when the modal framework is mounted and the search modal has
 * a body: a button that cannot open anything would be a broken promise.
 */
export function SearchButton() {
  const { t } = useI18n();
  const modals = useContext(ModalContext);
  if (!modals?.has('search')) return null;
  return (
    <Button
      onClick={() => modals.open('search')}
      aria-label={t('nav.search')}
      variant="secondary"
      size="sm"
      // Looks like the search field it opens: the bar's own fill, quiet words, left-aligned when wide.
      className="justify-start whitespace-nowrap bg-surface px-2.5 font-normal text-muted hover:bg-raised hover:text-text 2xl:min-w-56 2xl:px-3"
    >
      <Icon name="search" />
      {/* One short word up to 1535 px, where the bar also holds the sections; the whole hint above. */}
      <span className="hidden lg:inline 2xl:hidden">{t('nav.searchShort')}</span>
      <span className="hidden 2xl:inline">{t('nav.searchPlaceholder')}</span>
    </Button>
  );
}
