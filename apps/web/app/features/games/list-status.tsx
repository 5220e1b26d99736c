import { useI18n } from '../../i18n/i18n.tsx';
import type { ListState } from './use-catalogue-list.ts';

/** The loading and failed states of a catalogue list, or nothing once it is ready. */
export function ListStatus(props: { state: ListState<unknown> }) {
  const { t } = useI18n();
  if (props.state.status === 'loading') {
    return (
      <p role="status" className="text-muted">
        {t('games.grid.loading')}
      </p>
    );
  }
  if (props.state.status === 'failed') {
    return (
      <p role="alert" className="text-danger">
        {t('games.grid.failed')}
      </p>
    );
  }
  return null;
}
