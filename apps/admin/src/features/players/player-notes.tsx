import type { AdminPlayerNote } from '@croupier/contracts/admin-player-records';
import { playerNoteMaxLength } from '@croupier/contracts/admin-player-records';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { Section } from '../../shell/data-table.tsx';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { useCan } from '../session/session.ts';
import { Pager, usePlayerPage } from './paged.tsx';

/** Staff notes on the player, newest first; support and risk add them, and a note is never changed. */
export function PlayerNotes(props: { playerId: string }) {
  const { t, locale } = useI18n();
  const may = useCan()('players.notes');
  const textId = useId();
  const { page, setPage, answer, reload } = usePlayerPage<AdminPlayerNote>(props.playerId, 'notes', 10);
  const { notice, run } = useActionNotice((error) => (error.fields?.text ? t('player.noteInvalid') : undefined));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '').trim();
    await run(async () => {
      await adminApi(`/players/${props.playerId}/notes`, { method: 'POST', body: { text } });
      form.reset();
      setPage(1);
      reload();
      return t('player.noteAdded');
    });
  }

  return (
    <Section id="player-notes" title={t('player.notes')}>
      {may ? (
        <form className="flex flex-col gap-2" onSubmit={submit}>
          <label htmlFor={textId} className="text-sm">
            {t('player.noteLabel')}
          </label>
          <textarea id={textId} name="text" required rows={3} maxLength={playerNoteMaxLength} className={inputClass} />
          <p className="text-muted text-xs">{t('player.noteHint', { max: playerNoteMaxLength })}</p>
          <div>
            <Button type="submit" size="sm">
              {t('player.addNote')}
            </Button>
          </div>
          <ActionNotice notice={notice} />
        </form>
      ) : null}
      {answer === undefined ? (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      ) : answer.data.length === 0 ? (
        <p className="text-muted text-sm" data-testid="player-notes">
          {t('player.noNotes')}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="player-notes">
          {answer.data.map((note) => (
            <li key={note.id} className="border-line border-b pb-3 text-sm last:border-b-0">
              <p className="whitespace-pre-wrap break-words">{note.text}</p>
              <p className="mt-1 text-muted text-xs">
                {t('player.noteBy', {
                  author: note.author.name || note.author.email,
                  date: formatDateTime(note.createdAt, locale),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {answer ? (
        <Pager label={t('player.notesPages')} page={page} pages={answer.meta.totalPages} onPage={setPage} />
      ) : null}
    </Section>
  );
}
