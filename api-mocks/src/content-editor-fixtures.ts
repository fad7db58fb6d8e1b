import type { OpsRole } from '@fittizia/contract';

/*
 * The content service's fixtures for the mocks: the operator keys a story or a test types in, and the pages the
 * store starts from. One place for the key convention: `editor-key` is an editor (role `content`),
 * `publisher-key` a publisher, `operations-key` an operator who may make none of the content calls.
 */

/** An operator key the mocks know: the name it is recorded as and its role. */
export interface MockOperator {
  name: string;
  role: OpsRole;
}

export const CONTENT_EDITOR_KEY = 'editor-key';
export const CONTENT_PUBLISHER_KEY = 'publisher-key';
export const CONTENT_OPERATIONS_KEY = 'operations-key';

export const contentEditorKeys: Record<string, MockOperator> = {
  [CONTENT_EDITOR_KEY]: { name: 'editor-anna', role: 'content' },
  [CONTENT_PUBLISHER_KEY]: { name: 'publisher-ben', role: 'publisher' },
  [CONTENT_OPERATIONS_KEY]: { name: 'ops-olivia', role: 'operations' },
};

/**
 * The operators' API's refusals of a key (the brand API's OPS_MESSAGES, brand-api/src/domains/operations/routes.ts:
 * the mocks may not import the brand API, so its words are repeated here).
 */
export const MOCK_OPS_MESSAGES = {
  keyRequired: 'An operator key is required: send Authorization: Bearer <key>',
  keyInvalid: 'This operator key is not valid: it is unknown or has been revoked',
  wrongRole: (role: string, needed: string) =>
    `This operator key has the ${role} role: this call needs the ${needed} role`,
} as const;

/** A page as the store is seeded with it: its content, and the versions published before (oldest first). */
export interface ContentSeedPage {
  id: string;
  title: string;
  description?: string;
  tiles: unknown[];
  /** Earlier published contents, oldest first; the last one is what diners see. Empty: never published. */
  published?: { title: string; description?: string; tiles: unknown[] }[];
  /** True when the draft (`title`, `tiles`) is also the newest published version. */
  draftIsPublished?: boolean;
}

const heroImage = { src: '/images/hero.jpg', alt: 'A table of pizzas', width: 1600, height: 900 };

/** The contract's example home page (examples-ops.ts), with a text tile, and a page never published. */
export const contentSeedPages: ContentSeedPage[] = [
  {
    id: 'home',
    title: 'Fittizia Trattoria',
    description: 'Italian kitchens across the UK',
    tiles: [
      { formType: 'heroTile', tileId: 'hero-home', heading: 'Made for sharing', image: heroImage },
      {
        formType: 'textTile',
        tileId: 'signup',
        heading: 'Sign up for a free main course',
        links: [{ linkText: 'Sign up', linkUrl: '/sign-up' }],
      },
    ],
    published: [
      {
        title: 'Fittizia Trattoria',
        tiles: [{ formType: 'heroTile', tileId: 'hero-home', heading: 'Since 1987', image: heroImage }],
      },
    ],
  },
  {
    id: 'summer-terrace',
    title: 'Summer on the terrace',
    tiles: [{ formType: 'heroTile', tileId: 'hero-terrace', heading: 'Lunch outside', image: heroImage }],
  },
];
