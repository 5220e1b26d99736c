import { Button, buttonClass } from '@croupier/ui/button';
import { inputClass, linkClass } from '@croupier/ui/form-controls';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import type { SupportMessage } from './support-api.ts';
import type { ChatWindowProps } from './support-chat.tsx';
import { useSupportThread } from './use-support-thread.ts';

/** Spec 02 §9: the chat window's layer; above the site's modals and toasts. */
export const chatWindowLayer = 99000;
const maxLength = 2000;

/**
 * The built-in support chat (decision 0132): a non-modal dialog at the corner (a sheet on phones), hidden until
 * opened. Focus goes to the message box on open and back to what opened it on close; Escape closes; new
 * messages are announced by the log's live region. Guests are asked to log in: chat identification needs a
 * logged-in player (spec 02 §6).
 */
export function ChatWindow(props: ChatWindowProps) {
  const loggedIn = useRootData()?.loggedIn === true;
  const titleId = useId();
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!props.open) return;
    opener.current = document.activeElement;
    const target = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    target?.focus();
    return () => {
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [props.open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onClose();
    }
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!props.open}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="support-chat"
      style={{ zIndex: chatWindowLayer }}
      className="fixed inset-x-0 bottom-0 flex h-[85dvh] flex-col rounded-t-card border border-line bg-surface shadow-sheet outline-none md:inset-x-auto md:right-6 md:bottom-6 md:h-[34rem] md:max-h-[calc(100dvh-3rem)] md:w-[24rem] md:rounded-card"
    >
      <div className="flex items-center gap-3 border-line border-b px-4 py-3">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-cool text-on-cool">
          <Icon name="chat" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-text">
            {t('support.title')}
          </h2>
          <p className="text-muted text-xs">{t('support.subtitle')}</p>
        </div>
        <Button variant="icon" size="sm" onClick={props.onClose} aria-label={t('support.close')}>
          <span aria-hidden="true" className="text-xl leading-none">
            ×
          </span>
        </Button>
      </div>
      {loggedIn ? <PlayerChat open={props.open} /> : <GuestPrompt />}
    </div>
  );
}

function GuestPrompt() {
  const { t, path } = useI18n();
  return (
    <div className="flex flex-1 flex-col items-start justify-center gap-4 p-6">
      <h3 className="font-semibold text-lg text-text">{t('support.guest.title')}</h3>
      <p className="text-muted text-sm">{t('support.guest.text')}</p>
      <a href={path('/login')} data-autofocus className={buttonClass({})}>
        {t('support.guest.login')}
      </a>
      <p className="text-muted text-sm">
        {t('support.guest.contactLead')}{' '}
        <a href={path('/contact')} data-no-chat className={linkClass}>
          {t('support.guest.contact')}
        </a>
      </p>
    </div>
  );
}

function PlayerChat(props: { open: boolean }) {
  const { t } = useI18n();
  const chat = useSupportThread(props.open);
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  // The newest message in view whenever one arrives or the window opens.
  const count = chat.messages.length;
  useEffect(() => {
    if (props.open && count >= 0) list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [count, props.open]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (busy) return;
    if (body === '') {
      setError(t('support.errors.empty'));
      return;
    }
    setBusy(true);
    // The key stays until the message is stored: a retry after a lost answer cannot send it twice.
    const sent = await chat.send(body, key);
    setBusy(false);
    if (sent.ok) {
      setDraft('');
      setError(null);
      setKey(crypto.randomUUID());
      return;
    }
    setError(
      sent.code === 'rate'
        ? t('support.errors.rate', { seconds: sent.retryAfterSeconds ?? 60 })
        : sent.code === 'invalid'
          ? t('support.errors.invalid', { max: maxLength })
          : t('support.errors.failed'),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      <div role="log" aria-live="polite" aria-label={t('support.history')} className="flex-1 overflow-y-auto px-4 py-4">
        <ol ref={list} className="flex flex-col gap-3">
          {chat.loaded && chat.messages.length === 0 ? (
            <li className="rounded-control bg-raised px-3 py-2 text-muted text-sm">
              {chat.ended ? t('support.ended') : t('support.welcome')}
            </li>
          ) : null}
          {chat.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 border-line border-t px-4 py-3">
        <label htmlFor={inputId} className="sr-only">
          {t('support.messageLabel')}
        </label>
        <textarea
          id={inputId}
          data-autofocus
          rows={2}
          maxLength={maxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('support.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} resize-none py-2`}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          {chat.conversation ? (
            <Button variant="ghost" size="sm" onClick={() => void chat.end()}>
              {t('support.end')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="sm" disabled={busy}>
            {t('support.send')}
          </Button>
        </div>
      </form>
    </>
  );
}

function MessageBubble(props: { message: SupportMessage }) {
  const { t, tag } = useI18n();
  const mine = props.message.author === 'player';
  const time = new Date(props.message.createdAt).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <span className="text-subtle text-xs">
        {mine ? t('support.you') : (props.message.agentName ?? t('support.agent'))}
        {' · '}
        <time dateTime={props.message.createdAt}>{time}</time>
      </span>
      <p
        className={`max-w-[85%] whitespace-pre-wrap break-words rounded-card px-3 py-2 text-sm ${
          mine ? 'bg-accent text-on-accent' : 'bg-raised text-text'
        }`}
      >
        {props.message.body}
      </p>
    </li>
  );
}
