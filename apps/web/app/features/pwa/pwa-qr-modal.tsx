import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { QrSvg } from './qr/qr-svg.tsx';

/** A QR code of this site's home (marked source=pwa) to continue the install on a phone. */
export default function PwaQrModal({ titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const url = `${window.location.origin}${path('/')}?source=pwa`;
  return (
    <ModalBody titleId={titleId} title={t('modals.pwaQr.title')} lead={t('modals.pwaQr.text')}>
      <div className="flex flex-col items-center gap-3">
        <QrSvg text={url} label={t('modals.pwaQr.imageLabel', { url })} />
        <p className="break-all text-center text-muted text-sm">{url}</p>
      </div>
    </ModalBody>
  );
}
