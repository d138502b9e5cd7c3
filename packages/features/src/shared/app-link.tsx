import type * as React from 'react';

/** How a host app renders its links (react-router's Link behind an `href`, say); widgets never import a router. */
type LinkComponent = React.ComponentType<React.ComponentProps<'a'> & { href: string }>;

/** What a widget needs to link elsewhere: the host's link component, or a navigate callback, or neither. */
interface NavigationProps {
  /** Renders in-console links; a plain `<a>` (with onNavigate, if given) when absent. */
  linkComponent?: LinkComponent;
  /** Moves the host app to a path; used for in-console links when no linkComponent is given. */
  onNavigate?: (to: string) => void;
}

type AppLinkProps = React.ComponentProps<'a'> & { href: string } & NavigationProps;

function isPlainLeftClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An in-console link: the host's link component, else an anchor that hands plain clicks to onNavigate. */
function AppLink({ linkComponent: LinkImpl, onNavigate, onClick, href, ...props }: AppLinkProps) {
  if (LinkImpl) return <LinkImpl href={href} onClick={onClick} {...props} />;
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
      {...props}
    />
  );
}

export { AppLink, type NavigationProps };
