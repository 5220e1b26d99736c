import { useDateTime } from '../profile/local-time.tsx';
import type { Message } from './messenger-api.ts';

const unread = 1;

/**
 * One message as the popover and the list show it: an unread one is marked by a dot and its weight, and
 * reading it is a button (the whole row), so it works from the keyboard too.
 */
export function MessageItem(props: {
  message: Message;
  compact?: boolean;
  onRead(message: Message): void;
  readLabel: string;
}) {
  const format = useDateTime();
  const { message } = props;
  const isUnread = message.state === unread;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${isUnread ? 'bg-accent' : 'bg-transparent'}`}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={`text-sm ${isUnread ? 'font-semibold text-text' : 'font-medium text-muted'}`}>
          {message.content.title}
        </span>
        <span className={`text-muted text-sm ${props.compact ? 'line-clamp-2' : ''}`}>{message.content.body}</span>
        <time dateTime={message.createdAt} className="text-muted text-xs tabular-nums">
          {format(message.createdAt)}
        </time>
      </span>
    </>
  );
  const rowClass = 'flex w-full items-start gap-3 rounded-control p-3 text-left';
  return (
    <li data-testid="message" data-state={isUnread ? 'unread' : 'read'}>
      {isUnread ? (
        <button
          type="button"
          title={props.readLabel}
          onClick={() => props.onRead(message)}
          className={`${rowClass} bg-raised/60 transition-colors duration-quick hover:bg-raised`}
        >
          {body}
        </button>
      ) : (
        <div className={rowClass}>{body}</div>
      )}
    </li>
  );
}
