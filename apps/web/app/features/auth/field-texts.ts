import type { FieldSettingsDocument } from './field-settings.ts';
import { fillMessage, type RuleFailure } from './form-rules.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Labels and rule messages: content field-settings first (operators word them), the site's own
 * `auth.*` messages as the fallback when content lacks a field or a rule.
 */
export function fieldTexts(settings: FieldSettingsDocument | undefined, t: Translate, has: (key: string) => boolean) {
  const label = (name: string): string =>
    settings?.fields[name]?.label ?? (has(`auth.fields.${name}`) ? t(`auth.fields.${name}`) : name);
  const placeholder = (name: string): string | undefined => settings?.fields[name]?.placeholder;
  const hint = (name: string): string | undefined => settings?.fields[name]?.hint;
  const message = (failure: RuleFailure | undefined, labels: Record<string, string> = {}): string | undefined => {
    if (!failure) return undefined;
    const args = { ...failure.args };
    // {other} names the field to match by its label, not its property name.
    if (typeof args.other === 'string') args.other = labels[args.other] ?? args.other;
    const template = settings?.messages[failure.key];
    if (template) return fillMessage(template, args);
    const key = `auth.rules.${failure.key}`;
    return has(key) ? t(key, args) : t('auth.rules.invalid');
  };
  return { label, placeholder, hint, message };
}
