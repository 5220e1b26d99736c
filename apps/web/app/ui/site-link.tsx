import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * A link from content: site paths get the current locale prefix and client navigation (with an
 * active state), anything else (mailto:, https:) stays a plain anchor.
 */
export function SiteLink(props: {
  to: string;
  className?: string;
  children: ReactNode;
  title?: string;
  end?: boolean;
  onClick?: () => void;
}) {
  const { path } = useI18n();
  if (!props.to.startsWith('/')) {
    return (
      <a href={props.to} className={props.className} title={props.title} onClick={props.onClick}>
        {props.children}
      </a>
    );
  }
  const target = path(props.to);
  return (
    <NavLink
      to={target}
      end={props.end ?? (target === '/' || target === path('/'))}
      className={props.className}
      title={props.title}
      onClick={props.onClick}
    >
      {props.children}
    </NavLink>
  );
}
