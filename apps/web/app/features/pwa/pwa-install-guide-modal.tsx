import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { currentDeviceFamily } from '../../ui/device.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

const platforms = ['ios', 'android', 'desktop'] as const;
type Platform = (typeof platforms)[number];
const steps = ['step1', 'step2', 'step3'] as const;

function detectPlatform(): Platform {
  const family = currentDeviceFamily();
  return family === 'web' ? 'desktop' : family;
}

/** Install steps per platform, starting on the visitor's own; desktop can hand over to a phone by QR. */
export default function PwaInstallGuideModal({ titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const [platform, setPlatform] = useState<Platform>(detectPlatform);
  return (
    <ModalBody titleId={titleId} title={t('modals.pwaGuide.title')} lead={t('modals.pwaGuide.text')}>
      <fieldset className="grid grid-cols-3 gap-1 rounded-control bg-canvas p-1">
        <legend className="sr-only">{t('modals.pwaGuide.platform')}</legend>
        {platforms.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={platform === item}
            onClick={() => setPlatform(item)}
            className="min-h-10 rounded-control font-medium text-muted text-sm transition-colors duration-quick hover:text-text aria-pressed:bg-raised aria-pressed:text-text"
          >
            {t(`modals.pwaGuide.${item}.name`)}
          </button>
        ))}
      </fieldset>
      <ol className="flex flex-col gap-3">
        {steps.map((step, i) => (
          <li key={`${platform}-${step}`} className="flex gap-4 rounded-card border border-line bg-raised p-4">
            <span className="tabular grid size-8 shrink-0 place-items-center rounded-full bg-accent font-bold text-on-accent">
              {i + 1}
            </span>
            <span className="self-center text-text">{t(`modals.pwaGuide.${platform}.${step}`)}</span>
          </li>
        ))}
      </ol>
      {platform === 'desktop' ? (
        <Button variant="secondary" onClick={() => modals.open('pwa-qr')}>
          {t('modals.pwaGuide.showQr')}
        </Button>
      ) : null}
    </ModalBody>
  );
}
