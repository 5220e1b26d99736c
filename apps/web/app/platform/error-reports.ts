import { clientErrorLimits } from '@croupier/contracts/client-error-limits';
import type { ClientErrorReport } from '@croupier/contracts/client-errors';
import { CallAbandoned, onCallFailure } from './api/api-client.ts';

/**
 * The site's error reporter (spec 01 §8, decision 0151): uncaught errors, unhandled rejections and calls our API
 * failed (5xx, an answer that broke its contract) go to the operator's own `/api/client-errors`.
 * Never a 401 or 403: those end the session and send the player to log in, which is expected, so they are
 * neither failures the reporter is told of nor rejections it reports (CallAbandoned).
 */

interface ReportHost {
  send(report: ClientErrorReport): void;
  /** The page's path: no query or hash, which may hold one-time tokens. */
  page(): string;
}

let host: ReportHost | undefined;
const sent = new Set<string>();

/**
 * A call that failed in a way worth an operator's attention: the server's fault, or an answer that broke its
 * contract. Not a call that got no answer at all: that is the player's connection, or a page leaving mid-call.
 */
function isReportedFailure(status: number, code: string): boolean {
  return status >= 500 || code === 'invalid_response';
}

function text(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : value.slice(0, max);
}

/** Sends a report once per page load and kind of error, and at most `reportsPerPage` of them. */
function report(entry: Omit<ClientErrorReport, 'page'>): void {
  if (!host) return;
  const key = `${entry.kind}|${entry.message}|${entry.api?.path ?? ''}|${entry.api?.status ?? ''}`;
  if (sent.has(key) || sent.size >= clientErrorLimits.reportsPerPage) return;
  sent.add(key);
  const stack = text(entry.stack, clientErrorLimits.stack);
  host.send({
    ...entry,
    message: text(entry.message, clientErrorLimits.message) || 'unknown error',
    ...(stack ? { stack } : {}),
    page: host.page().slice(0, clientErrorLimits.path),
  });
}

/** A failed call of our API, as the one API client saw it (spec 01 §7): reported when it is worth it. */
function reportApiFailure(call: { method: string; path: string }, status: number, code: string): void {
  if (!isReportedFailure(status, code)) return;
  const method = call.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return;
  const path = (call.path.split('?')[0] ?? '/').slice(0, clientErrorLimits.path);
  report({
    kind: 'api',
    message: `${method} ${path} failed: ${status} ${code}`,
    api: { method, path, status, code: code.slice(0, clientErrorLimits.code) },
  });
}

/** An error thrown in the page: uncaught, rejected without a handler, or caught by React on its way. */
export function reportThrown(kind: 'exception' | 'rejection', thrown: unknown): void {
  // A call the session's end abandoned (401/403) or an abort the page asked for is not an error.
  if (thrown instanceof CallAbandoned) return;
  if (thrown instanceof DOMException && thrown.name === 'AbortError') return;
  const error = thrown instanceof Error ? thrown : undefined;
  const message = error ? `${error.name}: ${error.message}` : String(thrown);
  report({ kind, message, ...(error?.stack ? { stack: error.stack } : {}) });
}

/** Starts reporting in the browser: once, before hydration, so the first render's errors are seen too. */
export function installErrorReports(target: Window): void {
  if (host) return;
  host = {
    page: () => target.location.pathname,
    send: (body) => {
      // keepalive: a report of the error that made the page leave still arrives. Its own failure is dropped.
      void target
        .fetch('/api/client-errors', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          credentials: 'omit',
          keepalive: true,
        })
        .catch(() => undefined);
    },
  };
  onCallFailure(reportApiFailure);
  target.addEventListener('error', (event) => reportThrown('exception', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportThrown('rejection', event.reason));
}
