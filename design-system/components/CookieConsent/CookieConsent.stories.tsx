import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { CookieConsent } from './CookieConsent.tsx';
import { CONSENT_COOKIE, forgetConsent } from './consent.ts';

const clearConsentCookies = forgetConsent;

const lastDataLayerEntry = () => {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
  return Array.from(layer.at(-1) as ArrayLike<unknown>);
};

const meta = {
  title: 'Components/Layout/CookieConsent',
  component: CookieConsent,
  args: { onChange: fn() },
  beforeEach: () => {
    clearConsentCookies();
    return clearConsentCookies;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'We use cookies' });
    await expect(banner).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  },
};

export const AcceptAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'We use cookies' })).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith({ necessary: true, performance: true, marketing: true });
    await expect(document.cookie).toContain(`${CONSENT_COOKIE}=true`);
    await expect(lastDataLayerEntry()).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        analytics_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  },
};

export const RejectAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject all' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      necessary: true,
      performance: false,
      marketing: false,
    });
    await expect(lastDataLayerEntry()[2]).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  },
};

export const ManagePreferences: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    const necessary = screen.getByRole('switch', { name: 'Necessary cookies' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Performance cookies' }));
    await expect(screen.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      necessary: true,
      performance: true,
      marketing: false,
    });
    await expect(decodeURIComponent(document.cookie)).toContain('{"performance":true,"marketing":false}');
  },
};

export const ManagerOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage' }));
    await expect(await screen.findByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'We use cookies' })).toBeVisible();
  },
};

/** The banner with a page around it: where focus goes after a choice. */
const withPage: Story['decorators'] = [
  (StoryComponent) => (
    <>
      <p>
        <button type="button">A button on the page</button>
      </p>
      <main id="story-main" tabIndex={-1}>
        <h1>The page</h1>
      </main>
      <StoryComponent />
    </>
  ),
];

const bannerGone = (canvas: {
  queryByRole: (role: string, options: { name: string }) => HTMLElement | null;
}) => waitFor(() => expect(canvas.queryByRole('region', { name: 'We use cookies' })).toBeNull());

/** Reached from the start of the page (it comes first), the banner hands focus to the main content. */
export const FocusAfterRejectAll: Story = {
  args: { mainId: 'story-main' },
  decorators: withPage,
  play: async ({ canvas, userEvent }) => {
    const reject = await canvas.findByRole('button', { name: 'Reject all' });
    await waitFor(() => expect(reject).toBeVisible());
    reject.focus();
    await userEvent.keyboard('{Enter}');
    await bannerGone(canvas);
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Reached from somewhere on the page, the banner gives focus back there. */
export const FocusReturnsAfterAcceptAll: Story = {
  args: { mainId: 'story-main' },
  decorators: withPage,
  play: async ({ canvas, userEvent }) => {
    const accept = await canvas.findByRole('button', { name: 'Accept all' });
    await waitFor(() => expect(accept).toBeVisible());
    const onPage = canvas.getByRole('button', { name: 'A button on the page' });
    onPage.focus();
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await bannerGone(canvas);
    await expect(onPage).toHaveFocus();
  },
};

/** Saved in the manager: Manage is hidden with the banner, so focus goes to the main content. */
export const FocusAfterManagerSave: Story = {
  args: { mainId: 'story-main' },
  decorators: withPage,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};
