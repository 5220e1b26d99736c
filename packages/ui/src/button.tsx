import type { ComponentPropsWithRef } from 'react';

/**
 * The site's one button look (DESIGN.md: one warm accent for calls to action, focus rings always visible,
 * quick motion; the classes are in button.css). `buttonClass` serves links styled as buttons; `Button` is the
 * native button built on it.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'icon';
/** md is the default touch target (44 px); sm fits dense rows and the top bar; lg is a page's main action. */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout (width, flex, margins) and deliberate one-off differences; wins over the look's own classes. */
  className?: string;
}

/**
 * The look's class names (button.css). The looks live in the stylesheet's components layer, so the caller's
 * utilities replace the same property whatever their order in `class`.
 */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook = {}): string {
  const look = `btn btn-${variant} ${variant === 'icon' ? `btn-icon-${size}` : `btn-${size}`}`;
  return className ? `${look} ${className}` : look;
}

/** A native button in the site's look; `type="button"` unless told, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & ButtonLook) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
