// A menu entry's link: site paths through the router, outside addresses in a new tab.
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShellMenuItem } from '../shell-types.ts';

interface MenuLinkProps {
  item: ShellMenuItem;
  className?: string | undefined;
  current?: boolean;
  newTabHint: string;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  children?: ReactNode;
}

export function MenuLink({ item, className, current = false, newTabHint, onClick, children }: MenuLinkProps) {
  const content = children ?? item.label;
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
        <span className="visually-hidden"> {newTabHint}</span>
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={item.href}
      aria-current={current ? 'page' : undefined}
      data-active={current ? '' : undefined}
      onClick={onClick}
    >
      {content}
    </Link>
  );
}
