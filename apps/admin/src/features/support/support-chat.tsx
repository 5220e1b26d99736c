import type { AdminSupportConversation, AdminSupportList, AdminSupportThread } from '@croupier/contracts/support';
import { Button } from '@croupier/ui/button';
import { FormAlert, inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, adminApiBody, asApiError } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { errorText, fieldErrorText } from '../session/error-text.ts';

/** Decision 0132: agents see new messages by polling, every few seconds, rather than over the realtime gateway. */
const pollMs = 5000;

/**
 * The support chat's agent side (issue 24 §2): the conversations, open first with their unread counts and the
 * player's VIP tag, and one conversation's thread with a reply box and an end-of-chat button. Replies reach the
 * player live; one left unread is e-mailed to them later.
 */
export function SupportChat() {
  const { t } = useI18n();
  const [list, setList] = useState<AdminSupportConversation[]>([]);
  const [selected, setSelected] = useState<string | undefined>();
  const [thread, setThread] = useState<AdminSupportThread | undefined>();
  const [error, setError] = useState<ApiError | undefined>();

  const reload = useCallback(async () => {
    try {
      const page = await adminApiBody<AdminSupportList>('/support/conversations?status=open&perPage=50');
      setList(page.data);
      if (selected) setThread(await adminApi<AdminSupportThread>(`/support/conversations/${selected}`));
    } catch (caught) {
      setError(asApiError(caught));
    }
  }, [selected]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <>
      <PageHeading title={t('support.title')} intro={t('support.intro')} />
      {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="support-list" className="flex flex-col gap-2">
          <h2 id="support-list" className="font-semibold text-lg">
            {t('support.open')}
          </h2>
          {list.length === 0 ? <p className="text-muted text-sm">{t('support.none')}</p> : null}
          <ul className="flex flex-col gap-2">
            {list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={c.id === selected ? 'true' : undefined}
                  onClick={() => setSelected(c.id)}
                  className="flex w-full flex-col gap-1 rounded-card border border-line bg-surface p-3 text-left text-sm hover:border-accent aria-[current=true]:border-accent"
                >
                  <span className="flex items-center gap-2 font-medium">
                    <span className="min-w-0 flex-1 truncate">{c.playerEmail ?? c.playerId}</span>
                    {c.tags.includes('vip') ? (
                      <span className="rounded-full bg-accent px-2 text-on-accent text-xs">{t('support.vip')}</span>
                    ) : null}
                    {c.unread > 0 ? (
                      <span className="rounded-full bg-danger px-2 text-xs" data-testid="support-unread">
                        {t('support.unread', { count: c.unread })}
                      </span>
                    ) : null}
                  </span>
                  <span className="truncate text-muted">{c.lastMessage?.body ?? ''}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        {thread ? <Thread thread={thread} onChanged={reload} /> : <p className="text-muted">{t('support.pick')}</p>}
      </div>
    </>
  );
}

function Thread(props: { thread: AdminSupportThread; onChanged: () => Promise<void> }) {
  const { t } = useI18n();
  const { conversation, messages } = props.thread;
  const [error, setError] = useState<ApiError | undefined>();
  const [pending, setPending] = useState(false);
  const open = conversation.status === 'open';

  async function reply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    setPending(true);
    setError(undefined);
    try {
      await adminApi(`/support/conversations/${conversation.id}/messages`, { method: 'POST', body: { body } });
      form.reset();
      await props.onChanged();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  async function close() {
    try {
      await adminApi(`/support/conversations/${conversation.id}/close`, { method: 'POST' });
      await props.onChanged();
    } catch (caught) {
      setError(asApiError(caught));
    }
  }

  return (
    <section aria-labelledby="support-thread" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="support-thread" className="font-semibold text-lg">
          {conversation.playerEmail ?? conversation.playerId}
          {conversation.tags.includes('vip') ? ` · ${t('support.vip')}` : ''}
        </h2>
        {open ? (
          <Button variant="secondary" size="sm" onClick={() => void close()}>
            {t('support.close')}
          </Button>
        ) : (
          <span className="text-muted text-sm">{t('support.closed')}</span>
        )}
      </div>
      <ol aria-label={t('support.messages')} className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`max-w-[80%] rounded-card p-3 text-sm ${m.author === 'agent' ? 'self-end bg-raised' : 'self-start border border-line'}`}
          >
            <span className="block text-muted text-xs">
              {m.author === 'agent' ? (m.agentName ?? t('support.agent')) : t('support.player')} ·{' '}
              {new Date(m.createdAt).toLocaleString()}
            </span>
            <span className="whitespace-pre-wrap break-words">{m.body}</span>
          </li>
        ))}
      </ol>
      {open ? (
        <form onSubmit={reply} className="flex flex-col gap-2" noValidate>
          {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
          <label htmlFor="support-reply" className="font-medium text-sm">
            {t('support.reply')}
          </label>
          <textarea id="support-reply" name="body" rows={3} maxLength={2000} required className={inputClass} />
          {fieldErrorText(t, error, 'body') ? (
            <p className="text-danger text-sm">{fieldErrorText(t, error, 'body')}</p>
          ) : null}
          <div>
            <Button type="submit" disabled={pending}>
              {t('support.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
