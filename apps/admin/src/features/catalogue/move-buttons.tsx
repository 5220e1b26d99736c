import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';

/** Up and down for one row of an ordered list: the keyboard's way to reorder (no drag needed). */
export function MoveButtons(props: {
  prefix: string;
  id: string;
  name: string;
  index: number;
  count: number;
  onMove(delta: -1 | 1): void;
}) {
  const { t } = useI18n();
  return (
    <>
      <Button
        id={`${props.prefix}-up-${props.id}`}
        size="sm"
        variant="ghost"
        disabled={props.index === 0}
        aria-label={t('catalogue.moveUpLabel', { name: props.name })}
        onClick={() => props.onMove(-1)}
      >
        {t('catalogue.moveUp')}
      </Button>
      <Button
        id={`${props.prefix}-down-${props.id}`}
        size="sm"
        variant="ghost"
        disabled={props.index === props.count - 1}
        aria-label={t('catalogue.moveDownLabel', { name: props.name })}
        onClick={() => props.onMove(1)}
      >
        {t('catalogue.moveDown')}
      </Button>
    </>
  );
}
