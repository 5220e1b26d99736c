import { useEffect, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from './icon.tsx';
import { SiteLink } from './site-link.tsx';
import { currentToast, shiftToast, subscribeToasts, type Toast, toastGapMs, toastShownMs } from './toasts.ts';

/** Shows the queued toasts (toasts.ts), one at a time; mounted once, for logged-in players, in its own chunk. */
const toneStyle = {
  success: 'border-success/50 text-success',
  info: 'border-cool/50 text-cool',
  warning: 'border-warning/50 text-warning',
} as const;

export function ToastHost() {
  const { t } = useI18n();
  const current = useSyncExternalStore(subscribeToasts, currentToast, () => undefined);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!current) return;
    setVisible(true);
    const hide = window.setTimeout(() => setVisible(false), toastShownMs);
    const next = window.setTimeout(shiftToast, toastShownMs + toastGapMs);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(next);
    };
  }, [current]);

  // A named region, so the alerts sit in a landmark like the rest of the page (axe: region).
  return (
    <section
      aria-label={t('nav.notifications')}
      data-testid="toasts"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 mx-auto flex max-w-sm justify-center md:right-6 md:left-auto md:mx-0 md:w-96"
    >
      <div role="status" className="flex w-full justify-center">
        {current && visible ? (
          <ToastBody
            toast={current}
            title={t(current.title, current.values)}
            text={current.text && t(current.text, current.values)}
          />
        ) : null}
      </div>
    </section>
  );
}

function ToastBody(props: { toast: Toast; title: string; text: string | undefined }) {
  const { toast } = props;
  const className = `pointer-events-auto flex w-full items-start gap-3 rounded-card border bg-raised p-4 shadow-sheet motion-safe:animate-fade-in ${toneStyle[toast.tone]}`;
  const content = (
    <>
      <Icon name={toast.icon} className="mt-0.5 size-5 shrink-0" />
      <span className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="font-semibold text-text">{props.title}</span>
        {props.text ? <span className="text-muted">{props.text}</span> : null}
      </span>
    </>
  );
  return toast.to ? (
    <SiteLink to={toast.to} className={className}>
      {content}
    </SiteLink>
  ) : (
    <div className={className}>{content}</div>
  );
}
