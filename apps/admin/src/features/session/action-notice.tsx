import { FormAlert } from '@croupier/ui/form-controls';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, asApiError } from '../../platform/api.ts';
import { errorText } from './error-text.ts';

interface Notice {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * The outcome of a staff action, said once where the action was taken: the success line the action answers,
 * or the refusal in the staff member's words (`refusal` may word one itself, e.g. a missing reason).
 */
export function useActionNotice(refusal?: (error: ApiError) => string | undefined) {
  const { t } = useI18n();
  const [notice, setNotice] = useState<Notice | undefined>();
  async function run(action: () => Promise<string>): Promise<void> {
    setNotice(undefined);
    try {
      setNotice({ tone: 'success', text: await action() });
    } catch (caught) {
      const error = asApiError(caught);
      setNotice({ tone: 'danger', text: refusal?.(error) ?? errorText(t, error) });
    }
  }
  return { notice, run };
}

/** Where a notice is announced: a polite live region, empty until there is something to say. */
export function ActionNotice(props: { notice: Notice | undefined; className?: string }) {
  return (
    <div aria-live="polite" className={`empty:hidden ${props.className ?? ''}`}>
      {props.notice ? <FormAlert tone={props.notice.tone}>{props.notice.text}</FormAlert> : null}
    </div>
  );
}

/**
 * After a form's action: a submit button disabled while pending drops the focus to the page; give it back to
 * the button, so the keyboard stays where the staff member was (a field keeps it by itself).
 */
export function keepFocusIn(form: HTMLFormElement | null): void {
  // Once the button is enabled again (the next frame, after React's render).
  requestAnimationFrame(() => {
    if (form && (document.activeElement === document.body || document.activeElement === null)) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  });
}
