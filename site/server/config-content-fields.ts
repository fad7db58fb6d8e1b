import { z } from 'zod';

/** The site's variables of the content service's preview (docs/content.md, "Preview on the site"). */
export const contentConfigFields = {
  /**
   * The page builder's address (the design system's Storybook): in preview, each tile's edit control links to
   * its workspace there. Development default http://localhost:6006; production: unset shows no edit controls.
   */
  CONTENT_EDITOR_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe(
      "The page builder's address for the tiles' edit controls in preview; http://localhost:6006 outside production, unset in production shows none.",
    ),
};
