import { useEffect, useRef } from 'react';
import { useSubmit } from 'react-router';

/**
 * Posts the page's own form once, as soon as scripts run. The exchange is a POST (an action), never a
 * loader: link scanners and previews fetch with GET and must not spend a one-time code or token.
 */
export function useSubmitOnce(form: React.RefObject<HTMLFormElement | null>): void {
  const submit = useSubmit();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    submit(form.current, { method: 'post' });
  }, [submit, form]);
}
