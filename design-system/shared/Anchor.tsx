import { type ComponentPropsWithRef, createContext, type ElementType, useContext } from 'react';

/**
 * The element the furniture and the tiles use for links. A plain `<a>` by default; an app with a client
 * router provides its own link (one that takes `href`) so that internal links navigate without a reload.
 */
export type AnchorComponent = ElementType<ComponentPropsWithRef<'a'>>;

const AnchorContext = createContext<AnchorComponent>('a');

export const AnchorProvider = AnchorContext.Provider;

/** The link element of the nearest `AnchorProvider`. */
export function useAnchor(): AnchorComponent {
  return useContext(AnchorContext);
}

/** Opens in a new tab safely, or not at all. */
export const newTabProps = (openInNewTab: boolean | undefined) =>
  openInNewTab ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
