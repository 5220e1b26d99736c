import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import { contentPublishedTopic } from './admin.ts';
import type { DatabaseContentSource } from './overlay.ts';

const controlType = 'content-published';

/**
 * Every process holds the published edits in memory (overlay.ts). A publish writes an outbox event in its
 * transaction; one process turns it into a control message on the realtime broker (Redis across processes),
 * and each process, on receiving it, drops its copy, so players everywhere are served the new version at once
 * (before the HTTP cache's minute runs out at the edge). The event exists only if the publish committed.
 */
export function registerContentInvalidation(
  dispatcher: OutboxDispatcher,
  gateway: RealtimeGateway,
  overlay: DatabaseContentSource,
  /** Also told of every publish: what was rendered from the old version (the guest page cache, decision 0134). */
  onPublished: () => void = () => {},
): void {
  gateway.onControl(controlType, () => {
    overlay.invalidate();
    onPublished();
  });
  dispatcher.subscribeExternal('content-invalidation', [contentPublishedTopic], async (event) => {
    await gateway.broadcastControl({ type: controlType, eventId: event.id });
  });
}
