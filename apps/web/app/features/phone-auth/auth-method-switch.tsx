import { useI18n } from '../../i18n/i18n.tsx';
import { type AuthMethodChoice, authMethods } from './auth-method.ts';

/**
 * "By e-mail" / "By phone" as a segmented control: native radio buttons in a labelled group, so arrows,
 * Tab and screen readers work without scripted focus handling. Not bare "E-mail": the e-mail field already
 * answers to that name, and two controls with one name confuse voice control (and tests). The page mounts
 * the form of the chosen method.
 */
export function AuthMethodSwitch(props: { id: string; method: AuthMethodChoice }) {
  const { t } = useI18n();
  const legendId = `${props.id}-method-legend`;
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-2">
      <span id={legendId} className="sr-only">
        {t('phone.method.label')}
      </span>
      <div className="grid grid-cols-2 gap-1 rounded-control border border-line bg-canvas p-1">
        {authMethods.map((m) => (
          <label
            key={m}
            htmlFor={`${props.id}-method-${m}`}
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] px-4 font-semibold text-muted text-sm transition-colors duration-quick hover:text-text has-checked:bg-raised has-checked:text-text has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              id={`${props.id}-method-${m}`}
              type="radio"
              name={`${props.id}-method`}
              value={m}
              checked={props.method.value === m}
              onChange={() => props.method.set(m)}
              className="sr-only"
            />
            {t(`phone.method.${m}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
