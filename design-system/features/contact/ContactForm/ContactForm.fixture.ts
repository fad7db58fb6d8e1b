import { contactFixtures, handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import { type ContactFormValues, createBrandClient, CONTACT_FORM_MESSAGES as M } from '@fittizia/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ContactSend } from './ContactForm.tsx';

const client = createBrandClient({ baseUrl: '' });

export const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'receipt.pdf', { type: 'application/pdf' });
export const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'scarf.png', {
    type: 'image/png',
  });
/** A text file renamed to .png: its name passes, its bytes do not. */
export const renamed = () => new File(['just some text'], 'not-a-photo.png', { type: 'image/png' });

export const filled = (): Partial<ContactFormValues> => ({
  firstName: 'Tom',
  lastName: 'Baker',
  email: 'tom.baker@example.com',
  phone: '07700 900 456',
  enquiryType: '2',
  contactReasonId: 'visit',
  contactSubReasonId: 'visit-service',
  enquiryRestaurant: '1042',
  message: 'I left a blue scarf at table 12 on Friday evening. Could you check?',
  uploadedFiles: [png()],
});

export const filledGroup = (): Partial<ContactFormValues> => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  enquiryRestaurant: '1057',
  guests: 30,
  message: 'Office leaving do for 30, ideally a private area and a set menu.',
});

export const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

/** The args of every ContactForm stories file: the content, the types, a send through the mocks. */
export const formArgs = {
  content: contactFixtures.content,
  types: contactFixtures.types,
  submit: fn(async (send: ContactSend) =>
    send.call === 'contactGroupBooking'
      ? (await client.call('contactGroupBooking', { body: send.body })).data
      : (await client.call('contactSendEmail', { body: send.body })).data,
  ),
  getCaptchaToken: fn(async (): Promise<string | undefined> => 'recaptcha-v3-token-example'),
};

export const groupArgs = { variant: 'group-booking' as const };

export type Canvas = ReturnType<typeof within>;
export const send = (canvas: Canvas, name = 'Send message') =>
  userEvent.click(canvas.getByRole('button', { name }));
export const summaryLinks = async (canvas: Canvas) => {
  const summary = await canvas.findByTestId('error-summary');
  await waitFor(() => expect(summary).toHaveFocus());
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
};
export const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** The failure block: named, focused, saying `message`; no thanks shown. */
export const expectError = async (canvas: Canvas, message: string = M.sendFailed) => {
  const block = await canvas.findByTestId('contact-error');
  await expect(block).toHaveAttribute('role', 'alert');
  await expect(block).toHaveTextContent(M.sendFailedTitle);
  await expect(block).toHaveTextContent(message);
  await waitFor(() => expect(block).toHaveFocus());
  await expect(canvas.queryByTestId('contact-thanks')).not.toBeInTheDocument();
};
