import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

const isInternal = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/');

/**
 * The link the design system's furniture and tiles use on the site (via `AnchorProvider`): a real `<a>`
 * that works without JavaScript, whose plain left clicks on internal links navigate with the router.
 */
export function RouterAnchor({ href, target, onClick, ...rest }: ComponentPropsWithRef<'a'>) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !href || target || !isInternal(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} target={target} {...rest} onClick={handleClick} />;
}
