import {
  CONTACT_FILE_MESSAGES,
  CONTACT_MAX_FILE_BYTES,
  CONTACT_RESTAURANT_REQUIRED_MESSAGE,
  type ContactSendEmailRequest,
  contactContentResponse,
  contactSendResponse,
  contactTypesResponse,
  ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  type GroupBookingRequest,
  ZIP_REFUSED_MESSAGES,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { customerCalls, DOCX, file } from './customer-calls.ts';
import { docxBytes, pdfBytes, zipBombDocx } from './cv-fixtures.ts';
import { heicBytes, jpegBytes, pngBytes, webpBytes } from './file-fixtures.ts';
import { describeOnEachDatabase } from './harness.ts';

describeOnEachDatabase('contact', {}, (h) => {
  const { rows, count, mails, get, post } = customerCalls(h);

  describe('contact (7.3)', () => {
    const enquiry = (over: Partial<ContactSendEmailRequest> = {}): ContactSendEmailRequest => ({
      firstName: 'Tom',
      lastName: 'Baker',
      email: 'tom.baker@example.com',
      phone: '07700 900456',
      message: 'I left a blue scarf at table 12 on Friday evening. <b>Could you check?</b>',
      enquiryType: '2',
      enquiryRestaurant: '1042',
      contactReasonId: 'visit',
      contactSubReasonId: 'visit-lost-property',
      uploadedFiles: [],
      ...over,
    });
    const group = (over: Partial<GroupBookingRequest> = {}): GroupBookingRequest => ({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya.shah@example.com',
      message: 'Office leaving do for 30, ideally a private area and a set menu.',
      enquiryRestaurant: '1057',
      guests: 30,
      preferredDate: `${new Date().getFullYear() + 1}-4-18`,
      uploadedFiles: [],
      ...over,
    });
    const stored = async () => [await count('contact_enquiries'), await count('contact_enquiry_files')];

    it('lists the enquiry types, and the reasons with sub-reasons and every restaurant', async () => {
      const types = contactTypesResponse.parse(await (await get('/api/contact/contactTypes')).json()).data;
      expect(types.map((t) => t.name)).toContain('General enquiry');
      const content = contactContentResponse.parse(await (await get('/api/contact/content')).json());
      expect(content.contactReasons.find((r) => r.id === 'visit')?.subReasons.map((s) => s.id)).toContain(
        'visit-lost-property',
      );
      expect(content.contactReasons.find((r) => r.id === 'gift-cards')?.subReasons).toEqual([]);
      expect(content.restaurants).toHaveLength(await count('restaurants'));
      expect(content.restaurants.find((r) => r.storeId === '1042')).toMatchObject({ city: 'manchester' });
    });

    it('takes a gift-card or careers enquiry without a restaurant; the content says which reasons need one', async () => {
      const content = contactContentResponse.parse(await (await get('/api/contact/content')).json());
      const needs = Object.fromEntries(content.contactReasons.map((r) => [r.id, r.restaurantRequired]));
      expect(needs).toEqual({
        visit: true,
        allergens: true,
        delivery: true,
        'gift-cards': false,
        careers: false,
        other: false,
      });
      for (const contactReasonId of ['gift-cards', 'careers']) {
        const res = await post(
          '/api/contact/sendemail',
          enquiry({
            email: `${contactReasonId}@example.com`,
            enquiryRestaurant: undefined,
            contactReasonId,
            contactSubReasonId: undefined,
          }),
        );
        expect(res.status).toBe(200);
        expect(contactSendResponse.parse(await res.json()).data.statusCode).toBe(200);
      }
    });

    it('stores an enquiry with five files of every accepted kind, and acknowledges it by e-mail', async () => {
      const files = [
        file('receipt.pdf', 'application/pdf', pdfBytes()),
        file('Scarf photo.JPG', 'image/jpeg', jpegBytes(2000)),
        file('table.png', 'image/png', pngBytes()),
        file('notes.docx', DOCX, docxBytes()),
        file('map.webp', 'image/webp', webpBytes()),
      ];
      const res = await post('/api/contact/sendemail', enquiry({ uploadedFiles: files }));
      expect(res.status).toBe(200);
      expect(contactSendResponse.parse(await res.json()).data.statusCode).toBe(200);
      const withReads = h.createApp({ testReads: true });
      const [saved, ...more] = (await (
        await withReads.request('/test/contact-enquiries?email=Tom.Baker@example.com')
      ).json()) as {
        kind: string;
        contactSubReasonId: string;
        sessionId: string;
        files: { name: string; contentType: string; size: number; sha256: string }[];
      }[];
      expect(more).toEqual([]);
      expect(saved).toMatchObject({
        kind: 'contact',
        contactSubReasonId: 'visit-lost-property',
        sessionId: 'test-session',
      });
      expect(saved?.files.map((f) => [f.name, f.contentType, f.size])).toEqual([
        ['receipt.pdf', 'application/pdf', pdfBytes().length],
        ['Scarf photo.JPG', 'image/jpeg', jpegBytes(2000).length],
        ['table.png', 'image/png', pngBytes().length],
        ['notes.docx', DOCX, docxBytes().length],
        ['map.webp', 'image/webp', webpBytes().length],
      ]);
      const [bytes] = await rows<{ content: Uint8Array; sha256: string }>(
        "SELECT f.content, f.sha256 FROM contact_enquiry_files f JOIN contact_enquiries e ON e.id = f.enquiry_id WHERE e.email_key = 'tom.baker@example.com' AND f.position = 0",
      );
      expect(Buffer.from(bytes?.content ?? []).equals(pdfBytes())).toBe(true);
      expect(bytes?.sha256).toMatch(/^[0-9a-f]{64}$/);
      // Uploads: every file is stored under a generated name of its detected type.
      const names = await rows<{ stored_name: string }>(
        "SELECT f.stored_name FROM contact_enquiry_files f JOIN contact_enquiries e ON e.id = f.enquiry_id WHERE e.email_key = 'tom.baker@example.com' ORDER BY f.position",
      );
      expect(names.map((n) => n.stored_name.replace(/^[0-9a-f-]{36}/, 'id'))).toEqual([
        'id.pdf',
        'id.jpg',
        'id.png',
        'id.docx',
        'id.webp',
      ]);
      const [ack, ...others] = await mails('tom.baker@example.com', 'contact-acknowledgement');
      expect(others).toEqual([]);
      const [{ reference } = { reference: '' }] = await rows<{ reference: string }>(
        "SELECT reference FROM contact_enquiries WHERE email_key = 'tom.baker@example.com'",
      );
      expect(reference).toMatch(/^[A-Z2-9]{8}$/);
      expect(ack?.subject).toBe(`We have your message (ref. ${reference})`);
    });

    it("mail relay: an acknowledgement says what was received and its reference, with none of the sender's words or links", async () => {
      const attack = {
        // Names are letters only (contract person.ts): a link in a name is refused before this point.
        firstName: 'Win a prize',
        lastName: 'Visit now',
        email: 'stranger@example.org',
        message: 'You have won £1,000! Claim it at https://evil.example/claim?id=42 before midnight.',
      };
      const res = await post(
        '/api/contact/sendemail',
        enquiry({
          ...attack,
          uploadedFiles: [file('click https evil.example.pdf', 'application/pdf', pdfBytes())],
        }),
      );
      expect(res.status).toBe(200);
      const [ack] = await mails('stranger@example.org', 'contact-acknowledgement');
      const raw = (ack?.raw ?? '').replace(/=\r?\n/g, '');
      for (const word of ['evil', 'prize', 'Claim', 'midnight', '1,000', 'Visit', 'Win a']) {
        expect(raw).not.toContain(word);
      }
      const [{ reference } = { reference: '' }] = await rows<{ reference: string }>(
        "SELECT reference FROM contact_enquiries WHERE email_key = 'stranger@example.org'",
      );
      expect(raw).toContain(reference);
      expect(raw).toContain('Attached: 1 file');
      // The enquiry itself (for the brand) keeps everything that was sent.
      expect(await count('contact_enquiries', `message LIKE '%evil.example%'`)).toBe(1);
    });

    it(`sends one address at most ${ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} acknowledgements a day; the enquiries past it are still received`, async () => {
      const to = 'flooded@example.org';
      for (let i = 0; i < ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2; i++) {
        const res = await post(
          i % 2 ? '/api/contact/group-booking' : '/api/contact/sendemail',
          i % 2 ? group({ email: to }) : enquiry({ email: to }),
        );
        expect(res.status).toBe(200);
      }
      expect(await count('contact_enquiries', `email_key = '${to}'`)).toBe(
        ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2,
      );
      expect(await mails(to)).toHaveLength(ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    });

    it('stores a group-booking enquiry with a HEIC photo and acknowledges it', async () => {
      const res = await post(
        '/api/contact/group-booking',
        group({ uploadedFiles: [file('room.heic', 'image/heic', heicBytes())] }),
      );
      expect(res.status).toBe(200);
      expect(contactSendResponse.parse(await res.json()).data.statusCode).toBe(200);
      const [saved] = await rows<{ kind: string; guests: number; store_id: string }>(
        "SELECT kind, guests, store_id FROM contact_enquiries WHERE email_key = 'priya.shah@example.com'",
      );
      expect(saved).toEqual({ kind: 'group-booking', guests: 30, store_id: '1057' });
      expect(await count('contact_enquiry_files', "name = 'room.heic'")).toBe(1);
      const acks = await mails('priya.shah@example.com', 'group-booking-acknowledgement');
      expect(acks.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^We have your group booking enquiry \(ref\. [A-Z2-9]{8}\)$/),
      ]);
    });

    describe('refuses with a 400 and stores and sends nothing', () => {
      const pdf = pdfBytes();
      const big = (n: number) => Buffer.concat([pdf, Buffer.alloc(n - pdf.length)]);
      const cases: [string, string, () => unknown, string][] = [
        [
          'uploads: a zip-bomb .docx (unpacking to 80 MB)',
          'sendemail',
          () => enquiry({ uploadedFiles: [file('notes.docx', DOCX, zipBombDocx())] }),
          `The file "notes.docx" ${ZIP_REFUSED_MESSAGES.tooLarge}`,
        ],
        [
          'a text file renamed .pdf',
          'sendemail',
          () =>
            enquiry({
              uploadedFiles: [file('receipt.pdf', 'application/pdf', Buffer.from('just some text'))],
            }),
          `The file "receipt.pdf" ${CONTACT_FILE_MESSAGES.type}`,
        ],
        [
          'a PNG named .pdf',
          'sendemail',
          () => enquiry({ uploadedFiles: [file('scan.pdf', 'application/pdf', pngBytes())] }),
          '"scan.pdf"',
        ],
        [
          'a PDF declared as an image',
          'sendemail',
          () => enquiry({ uploadedFiles: [file('scan.pdf', 'image/png', pdf)] }),
          '"scan.pdf"',
        ],
        [
          'a GIF',
          'sendemail',
          () =>
            enquiry({
              uploadedFiles: [file('a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))],
            }),
          '"a.gif"',
        ],
        [
          'a sixth file',
          'sendemail',
          () =>
            enquiry({
              uploadedFiles: Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, 'application/pdf', pdf)),
            }),
          CONTACT_FILE_MESSAGES.tooMany,
        ],
        [
          'a file over 5 MB',
          'group-booking',
          () =>
            group({
              uploadedFiles: [file('menu.pdf', 'application/pdf', big(CONTACT_MAX_FILE_BYTES + 1))],
            }),
          `The file "menu.pdf" ${CONTACT_FILE_MESSAGES.tooLarge}`,
        ],
        [
          'files over 10 MB together',
          'group-booking',
          () =>
            group({
              uploadedFiles: [
                file('a.pdf', 'application/pdf', big(CONTACT_MAX_FILE_BYTES)),
                file('b.pdf', 'application/pdf', big(CONTACT_MAX_FILE_BYTES)),
                file('c.pdf', 'application/pdf', big(40_000)),
              ],
            }),
          CONTACT_FILE_MESSAGES.totalTooLarge,
        ],
        ['an unknown enquiry type', 'sendemail', () => enquiry({ enquiryType: '99' }), 'enquiryType'],
        [
          'an unknown restaurant',
          'sendemail',
          () => enquiry({ enquiryRestaurant: '999999' }),
          'enquiryRestaurant',
        ],
        [
          "another reason's sub-reason",
          'sendemail',
          () => enquiry({ contactSubReasonId: 'delivery-late' }),
          'contactSubReasonId',
        ],
        [
          'no sub-reason for a reason that has them',
          'sendemail',
          () => enquiry({ contactSubReasonId: undefined }),
          'contactSubReasonId',
        ],
        [
          'no restaurant for a reason about one (a visit)',
          'sendemail',
          () => enquiry({ enquiryRestaurant: undefined }),
          `body.enquiryRestaurant: ${CONTACT_RESTAURANT_REQUIRED_MESSAGE}`,
        ],
        ['a blank message', 'sendemail', () => enquiry({ message: '  ' }), 'message'],
        ['a bad e-mail', 'sendemail', () => enquiry({ email: 'tom@' }), 'email'],
        ['no guests', 'group-booking', () => group({ guests: 0 }), 'guests'],
        [
          'a preferred date in the past',
          'group-booking',
          () => group({ preferredDate: '2020-1-1' }),
          'preferredDate',
        ],
        ['an unknown field', 'group-booking', () => ({ ...group(), extra: 1 }), 'extra'],
      ];
      it.each(cases)('%s', async (_name, call, body, fragment) => {
        const before = [...(await stored()), await count('mail_outbox')];
        const res = await post(`/api/contact/${call}`, body());
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(fragment);
        expect([...(await stored()), await count('mail_outbox')]).toEqual(before);
      });
    });

    it('writes neither the enquiry nor any file when storing a file fails half-way', async () => {
      await h.database.exec(`
          CREATE OR REPLACE FUNCTION refuse_contact_file() RETURNS trigger AS $$
          BEGIN
            IF NEW.name = 'explode.pdf' THEN RAISE EXCEPTION 'disk full'; END IF;
            RETURN NEW;
          END;
          $$ LANGUAGE plpgsql;
          CREATE TRIGGER refuse_contact_file BEFORE INSERT ON contact_enquiry_files
            FOR EACH ROW EXECUTE FUNCTION refuse_contact_file();
        `);
      try {
        const before = [...(await stored()), await count('mail_outbox')];
        const res = await post(
          '/api/contact/sendemail',
          enquiry({
            email: 'half@example.com',
            uploadedFiles: [
              file('fine.pdf', 'application/pdf', pdfBytes()),
              file('explode.pdf', 'application/pdf', pdfBytes()),
            ],
          }),
        );
        expect(res.status).toBe(500);
        expect([...(await stored()), await count('mail_outbox')]).toEqual(before);
      } finally {
        await h.database.exec('DROP TRIGGER refuse_contact_file ON contact_enquiry_files');
      }
    });
  });
});
