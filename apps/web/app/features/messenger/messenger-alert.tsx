import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { BellIcon } from './bell-icon.tsx';

/** Spec 01 §9: an alert shows 3000 ms, and the next comes at least 400 ms later. */
export const alertShownMs = 3000;
export const alertGapMs = 400;

/**
 * The new-message alert (spec 02 §4): its title is the messenger's template with the message's title, under
 * the top bar where neither the cookie notice nor the phone's bottom navigation covers it, announced
 * politely. It leads to the message in the list.
 */
export default function MessengerAlert(props: { title: string; onDone(): void }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(true);
  const { onDone } = props;
  useEffect(() => {
    const hide = window.setTimeout(() => setVisible(false), alertShownMs);
    const next = window.setTimeout(onDone, alertShownMs + alertGapMs);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(next);
    };
  }, [onDone]);
  return (
    <div
      role="status"
      data-testid="messenger-alert"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 mx-auto flex max-w-sm justify-center md:right-6 md:left-auto md:mx-0 md:w-96"
    >
      {visible ? (
        <SiteLink
          to="/profile/messages"
          className="pointer-events-auto flex w-full items-start gap-3 rounded-card border border-cool/50 bg-raised p-4 shadow-sheet motion-safe:animate-fade-in"
        >
          <BellIcon className="mt-0.5 size-5 shrink-0 text-cool" />
          <span className="flex min-w-0 flex-col gap-0.5 text-sm">
            <span className="font-semibold text-text">{t('messenger.alert.title', { title: props.title })}</span>
            <span className="text-muted">{t('messenger.alert.text')}</span>
          </span>
        </SiteLink>
      ) : null}
    </div>
  );
}
