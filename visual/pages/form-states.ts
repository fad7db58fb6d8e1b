import { expect, type Page } from '@playwright/test';
import { OFFER_VALID_UNTIL, type PageRoute } from './page-route.ts';

/*
 * Every form's empty, invalid, sending and sent states, as a diner meets them on the production
 * build: invalid is a send with nothing filled in (the error summary), sending holds the brand-API call open
 * (the request never answers), sent is a real send to the embedded brand API. What differs on each send is
 * masked (an enquiry's reference); an address is made per window size, so a first claim or application is a
 * first one at every size. Axe checks each state.
 */

type Form = 'offer' | 'contact' | 'group' | 'apply' | 'signup';

/** The e-mail a state sends: one per form and window width. */
const emailFor = (page: Page, form: Form) => `${form}.${page.viewportSize()?.width ?? 0}@example.com`;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Holds every call to `path` unanswered, so the form stays in its sending state. */
const hold = (page: Page, path: string) => page.route(`**${path}`, () => undefined);

const fills: Record<Form, (page: Page) => Promise<void>> = {
  signup: async (page) => {
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Giulia');
    await form.getByRole('textbox', { name: 'Email address' }).fill(emailFor(page, 'signup'));
    await form.getByRole('combobox', { name: 'Favourite restaurant' }).selectOption({ index: 1 });
    await form.locator('#acceptTerms').check();
  },
  offer: async (page) => {
    const form = page.getByRole('form', { name: 'Get your voucher' });
    await form.getByRole('textbox', { name: 'Email address' }).fill(emailFor(page, 'offer'));
    await form.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }).check();
  },
  contact: async (page) => {
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Tom');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Baker');
    await form.getByRole('textbox', { name: 'Email address' }).fill(emailFor(page, 'contact'));
    await form
      .getByRole('combobox', { name: 'Type of enquiry' })
      .selectOption({ label: 'Feedback about a visit' });
    await form
      .getByRole('combobox', { name: 'Why are you contacting us?' })
      .selectOption({ label: 'A recent visit' });
    await form.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Lost property' });
    await form.getByRole('combobox', { name: 'Restaurant' }).selectOption({ index: 1 });
    await form
      .getByRole('textbox', { name: 'Your message' })
      .fill('I left a blue scarf at table 12 on Friday.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  },
  group: async (page) => {
    const form = page.getByRole('form', { name: 'Group booking enquiry' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Sarah');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Jane');
    await form.getByRole('textbox', { name: 'Email address' }).fill(emailFor(page, 'group'));
    await form.getByRole('combobox', { name: 'Restaurant' }).selectOption({ index: 1 });
    const guests = form.getByRole('spinbutton', { name: /Number of guests/ });
    await guests.fill('32');
    await guests.blur();
    // Later than the real today too: the brand API refuses a past date by its own clock.
    await form.getByRole('textbox', { name: 'Preferred date (optional)' }).fill('15/03/2030');
    await form.getByRole('combobox', { name: 'Preferred time (optional)' }).selectOption('19:30');
    await form
      .getByRole('textbox', { name: 'Your message' })
      .fill('A birthday dinner for 32, ideally a private area.');
  },
  apply: async (page) => {
    const dialog = page.getByRole('dialog', { name: 'Apply for Waiter / Waitress' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Giulia');
    await dialog.getByRole('textbox', { name: /^(Second|Last) name$/ }).fill("D'Andrea");
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(emailFor(page, 'apply'));
    await dialog.getByRole('textbox', { name: /^(Telephone|Phone) number/ }).fill('+44 7700 900 321');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Giulia CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    const job = dialog.getByRole('group', { name: 'Job 1' });
    await job.getByRole('textbox', { name: 'Employer' }).fill('Osteria del Ponte');
    await job.getByRole('textbox', { name: 'Job title' }).fill('Waitress');
    await job.getByRole('combobox', { name: 'From month' }).selectOption({ label: 'March' });
    await job.getByRole('combobox', { name: 'From year' }).selectOption('2019');
    await job.getByRole('checkbox', { name: 'This is my current role' }).check();
    await dialog
      .getByRole('group', { name: 'Do you have the right to work in the UK?' })
      .getByLabel('Yes')
      .check();
    await dialog
      .getByRole('group', { name: 'How many hours a week would you like?' })
      .getByLabel('16 to 30')
      .check();
    await dialog.getByRole('group', { name: 'Which shifts can you work?' }).getByLabel('Weekends').check();
    await dialog
      .getByRole('textbox', { name: 'Why do you want to join us?' })
      .fill('I love busy Friday nights.');
  },
};

const forms: Record<
  Form,
  {
    name: string;
    path: string;
    call: string;
    /** The form's accessible name. */
    label: string;
    send: string;
    sendingLabel: RegExp;
    sent: (page: Page) => Promise<void>;
    /** A modal covers the page: the window only. */
    fullPage?: boolean;
    open?: (page: Page) => Promise<void>;
  }
> = {
  offer: {
    name: 'offer',
    path: '/offer/30-off-students',
    call: '/api/offer/getcode',
    label: 'Get your voucher',
    send: 'Get my voucher',
    sendingLabel: /Getting your voucher/,
    sent: async (page) => expect(page.getByTestId('offer-voucher')).toBeFocused({ timeout: 15_000 }),
  },
  contact: {
    name: 'contact',
    path: '/contact',
    call: '/api/contact/sendemail',
    label: 'Contact us',
    send: 'Send message',
    sendingLabel: /Sending your message/,
    sent: async (page) => expect(page.getByTestId('contact-thanks')).toBeFocused({ timeout: 15_000 }),
  },
  group: {
    name: 'group-bookings',
    path: '/group-bookings',
    call: '/api/contact/group-booking',
    label: 'Group booking enquiry',
    send: 'Send enquiry',
    sendingLabel: /Sending your message/,
    sent: async (page) => expect(page.getByTestId('contact-thanks')).toBeFocused({ timeout: 15_000 }),
  },
  signup: {
    name: 'sign-up',
    path: '/sign-up',
    call: '/api/signup',
    label: 'Sign up',
    send: 'Sign up',
    sendingLabel: /Signing you up/,
    // A sign-up goes on to the thank-you page (spec 2.1).
    sent: async (page) => {
      await expect(page).toHaveURL(/\/signup-thanks$/);
      await inUse(page);
      // The pointer is left where Sign up was, over whatever the next page has there: not part of the picture.
      await page.mouse.move(0, 0);
    },
  },
  apply: {
    name: 'job-apply',
    path: '/careers/job/JOB-3001',
    call: '/api/jobs/application',
    label: 'Apply for Waiter / Waitress',
    send: 'Send application',
    sendingLabel: /Sending your application/,
    fullPage: false,
    open: async (page) => {
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(page.getByRole('dialog', { name: 'Apply for Waiter / Waitress' })).toBeVisible();
    },
    sent: async (page) => expect(page.getByRole('dialog', { name: 'Thank you for applying' })).toBeVisible(),
  },
};

/** The diner starts using the page: its lazy page body (site/lib/lazy-part.tsx) goes live. */
async function inUse(page: Page) {
  await page.keyboard.press('Shift');
  // A loaded machine may take a while to fetch the parts' code: the wait is generous, the picture still exact.
  await expect(page.locator('[data-part]:not([data-part="live"])')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The sending state as the picture shows it: Send's sending label, and every field of the form disabled, as the
 * diner sees it once the send has begun (a disabled message box has no resize handle to draw).
 */
async function sendingShown(page: Page, form: { label: string; sendingLabel: RegExp }) {
  const within = page.getByRole('form', { name: form.label });
  await expect(within.getByRole('button', { name: form.sendingLabel })).toBeVisible({ timeout: 15_000 });
  // A person's fields: not the hidden ones, nor the bot trap no person sees (forms/HoneypotField).
  const fields = ['input:not([type="hidden"])', 'textarea', 'select']
    .map((f) => `${f}:not([data-form-trap] *)`)
    .join(', ');
  await expect(within.locator(fields)).not.toHaveCount(0);
  await expect(within.locator(fields).and(page.locator(':enabled'))).toHaveCount(0);
}

/** The window's top: the state's message (summary, notice, confirmation) is where focus took the page. */
const toTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

/** The four states of each form, as page routes (`<form>-empty`, `-invalid`, `-sending`, `-sent`). */
export const formStateRoutes: PageRoute[] = (Object.keys(forms) as Form[]).flatMap((key) => {
  const form = forms[key];
  const base = {
    path: form.path,
    picture: true,
    axe: true,
    headingAtGutter: form.fullPage !== false,
    ...(form.fullPage === false ? { fullPage: false } : {}),
    mask: ['[data-testid="contact-reference"]', OFFER_VALID_UNTIL],
  };
  const send = (page: Page) => page.getByRole('button', { name: form.send }).click();
  const sentState = async (page: Page, { toTop: top }: { toTop: boolean }) => {
    await start(page);
    await fills[key](page);
    await send(page);
    await form.sent(page);
    // Each send draws a new reference, and its width moves the words after it (and may wrap the line): the
    // picture shows one fixed reference, masked as well.
    await page.getByTestId('contact-reference').evaluateAll((nodes) => {
      for (const node of nodes) node.textContent = 'K7QM2XRA';
    });
    if (top && form.fullPage !== false) await toTop(page);
  };
  const start = async (page: Page) => {
    await inUse(page);
    await form.open?.(page);
  };
  return [
    // The offer, contact and sign-up pages' own routes are their empty states.
    ...(key === 'offer' || key === 'contact' || key === 'signup'
      ? []
      : [{ ...base, name: `${form.name}-empty`, ready: start }]),
    {
      ...base,
      name: `${form.name}-invalid`,
      ready: async (page: Page) => {
        await start(page);
        await send(page);
        await expect(page.getByTestId('error-summary')).toBeFocused({ timeout: 15_000 });
        if (form.fullPage !== false) await toTop(page);
      },
    },
    {
      ...base,
      name: `${form.name}-sending`,
      ready: async (page: Page) => {
        await hold(page, form.call);
        await start(page);
        await fills[key](page);
        await send(page);
        await sendingShown(page, form);
        if (form.fullPage !== false) await toTop(page);
      },
    },
    { ...base, name: `${form.name}-sent`, ready: (page: Page) => sentState(page, { toTop: true }) },
    // Where the send leaves the diner (the confirmation focused, the page not moved back to its top): the text
    // pages' header solid over the page.
    ...(key === 'contact' || key === 'group'
      ? [
          {
            ...base,
            name: `${form.name}-sent-in-place`,
            fullPage: false,
            ready: async (page: Page) => {
              await sentState(page, { toTop: false });
              await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
            },
          },
        ]
      : []),
  ];
});
