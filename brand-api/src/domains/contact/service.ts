import { createHash, randomUUID } from 'node:crypto';
import {
  CONTACT_FILE_MESSAGES,
  CONTACT_FILE_TYPES,
  CONTACT_MAX_FILE_BYTES,
  CONTACT_MAX_TOTAL_BYTES,
  CONTACT_RESTAURANT_REQUIRED_MESSAGE,
  CONTACT_UNKNOWN_CHOICE_MESSAGE,
  type ContactSendEmailRequest,
  contactReasonNeedsRestaurant,
  ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  type GroupBookingRequest,
  londonToday,
  type UploadedFile,
} from '@fittizia/contract';
import { asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Db } from '../../shared/database.ts';
import { InvalidField } from '../../shared/errors.ts';
import { type SendLimit, takeMailSend } from '../../shared/mail/send-limit.ts';
import { displayName, storedName, zipProblem } from '../../shared/uploads.ts';
import { newReference } from '../booking/index.ts';
import { enquiryAcknowledgementMail, sendCustomerMail } from '../customers/index.ts';
import { findRestaurant, restaurantChoices } from '../restaurants/index.ts';
import {
  contactEnquiries,
  contactEnquiryFiles,
  contactReasons,
  contactSubReasons,
  contactTypes,
} from './tables.ts';

/** Enquiry acknowledgements (contact and group booking together) to one address in a UTC day. */
export const ACKNOWLEDGEMENT_SEND_LIMIT: SendLimit = {
  scope: 'enquiry-acknowledgement',
  max: ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  windowMs: 24 * 60 * 60_000,
};

/** A refused enquiry: the body field at fault and why. */
const invalid = (field: string, message: string) => new InvalidField(`body.${field}`, message);

/** Declared types a browser may give each accepted kind besides its own (or none it knows: octet-stream). */
const DECLARED_ALIASES: Record<string, string[]> = {
  jpg: ['image/jpg', 'image/pjpeg'],
  heic: ['image/heif', 'image/heic-sequence', 'image/heif-sequence'],
};

export interface CheckedFile {
  /** The name it was sent with, sanitised (`displayName`), for display only. */
  name: string;
  /** The generated name it is stored under. */
  storedName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A type detected from the bytes that is a zip package (unpacked and counted before it is accepted). */
export const isZipBased = (mime: string | undefined) =>
  mime !== undefined && (mime === 'application/zip' || /officedocument|opendocument/.test(mime));

/**
 * Checks one attachment by its bytes: not empty, at most CONTACT_MAX_FILE_BYTES, detected by `file-type` as one
 * of CONTACT_FILE_TYPES, with a name ending in one of that type's extensions and a declared type that agrees
 * (or says nothing: `application/octet-stream`); a zip-based document (.docx) also within the unpacked limits
 * (`zipProblem`). The stored type is the detected one, the stored name a generated one, the name kept the sent
 * one sanitised. A problem names the file.
 */
export async function checkAttachment(file: UploadedFile): Promise<CheckedFile | { problem: string }> {
  const named = (message: string) => ({ problem: `The file "${file.name}" ${message}` });
  const bytes = new Uint8Array(Buffer.from(file.content, 'base64'));
  if (bytes.length === 0) return named(CONTACT_FILE_MESSAGES.empty);
  if (bytes.length > CONTACT_MAX_FILE_BYTES) return named(CONTACT_FILE_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const kind = CONTACT_FILE_TYPES.find(
    (t) => detected && (t.extensions as readonly string[]).includes(detected.ext),
  );
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const declared = file.contentType.toLowerCase();
  const declaredOk =
    kind &&
    (declared === kind.mime ||
      declared === 'application/octet-stream' ||
      (DECLARED_ALIASES[detected?.ext ?? ''] ?? []).includes(declared));
  if (!kind || !detected || !(kind.extensions as readonly string[]).includes(extension) || !declaredOk) {
    return named(CONTACT_FILE_MESSAGES.type);
  }
  if (isZipBased(detected.mime)) {
    const problem = await zipProblem(bytes);
    if (problem) return named(problem);
  }
  return {
    name: displayName(file.name, detected.ext),
    storedName: storedName(detected.ext),
    contentType: kind.mime,
    bytes,
  };
}

async function checkAttachments(files: UploadedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const [i, file] of files.entries()) {
    const result = await checkAttachment(file);
    if ('problem' in result) throw invalid(`uploadedFiles.${i}`, result.problem);
    checked.push(result);
  }
  const total = checked.reduce((n, f) => n + f.bytes.length, 0);
  if (total > CONTACT_MAX_TOTAL_BYTES) throw invalid('uploadedFiles', CONTACT_FILE_MESSAGES.totalTooLarge);
  return checked;
}

const paddedDate = (unpadded: string) => {
  const [y, m, d] = unpadded.split('-').map(Number) as [number, number, number];
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

const readableDate = (padded: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${padded}T00:00:00Z`));

interface Resolved {
  typeName?: string;
  restaurantName?: string;
  reasonName?: string;
}

/** The listed choices an enquiry names must exist (and a sub-reason belong to its reason). */
async function resolveChoices(
  db: Db,
  body: ContactSendEmailRequest | GroupBookingRequest,
): Promise<Resolved> {
  const resolved: Resolved = {};
  if (body.enquiryType) {
    const [type] = await db.select().from(contactTypes).where(eq(contactTypes.id, body.enquiryType)).limit(1);
    if (!type) throw invalid('enquiryType', CONTACT_UNKNOWN_CHOICE_MESSAGE);
    resolved.typeName = type.name;
  }
  if (body.enquiryRestaurant) {
    const store = await findRestaurant(db, body.enquiryRestaurant);
    if (!store) throw invalid('enquiryRestaurant', CONTACT_UNKNOWN_CHOICE_MESSAGE);
    resolved.restaurantName = store.title;
  }
  if ('contactReasonId' in body) {
    if (body.contactReasonId) {
      const [reason] = await db
        .select()
        .from(contactReasons)
        .where(eq(contactReasons.id, body.contactReasonId))
        .limit(1);
      if (!reason) throw invalid('contactReasonId', CONTACT_UNKNOWN_CHOICE_MESSAGE);
      const subs = await db.select().from(contactSubReasons).where(eq(contactSubReasons.reasonId, reason.id));
      resolved.reasonName = reason.name;
      if (!body.enquiryRestaurant && contactReasonNeedsRestaurant(reason)) {
        throw invalid('enquiryRestaurant', CONTACT_RESTAURANT_REQUIRED_MESSAGE);
      }
      if (body.contactSubReasonId) {
        const sub = subs.find((s) => s.id === body.contactSubReasonId);
        if (!sub) throw invalid('contactSubReasonId', `${CONTACT_UNKNOWN_CHOICE_MESSAGE} for that reason`);
        resolved.reasonName = `${reason.name}: ${sub.name}`;
      } else if (subs.length) {
        throw invalid('contactSubReasonId', 'is required for that reason');
      }
    }
  }
  return resolved;
}

/** The contact types, in their order. */
export async function listContactTypes(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db.select().from(contactTypes).orderBy(asc(contactTypes.position));
  return rows.map((t) => ({ id: t.id, name: t.name }));
}

/** The contact form's content: the reasons with their sub-reasons, and the restaurants to choose from. */
export async function contactContent(db: Db) {
  const reasons = await db.select().from(contactReasons).orderBy(asc(contactReasons.position));
  const subs = await db.select().from(contactSubReasons).orderBy(asc(contactSubReasons.position));
  const stores = await restaurantChoices(db);
  return {
    contactReasons: reasons.map((r) => ({
      id: r.id,
      name: r.name,
      subReasons: subs.filter((s) => s.reasonId === r.id).map((s) => ({ id: s.id, name: s.name })),
      restaurantRequired: r.restaurantRequired,
    })),
    restaurants: stores,
  };
}

/*
 * Both enquiries: the listed choices and every file are checked first (nothing is written on a refusal), then
 * the enquiry (with a reference) and its files are written in one transaction (both or neither), then the
 * acknowledgement (the reference and what was received, nothing typed) goes to the mail outbox, at most
 * ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY to one address. A refusal throws an InvalidField.
 */
export async function receiveEnquiry(
  database: Database,
  kind: 'contact' | 'group-booking',
  body: ContactSendEmailRequest | GroupBookingRequest,
  sessionId: string | undefined,
  now: Date,
): Promise<{ reference: string }> {
  const { db } = database;
  const resolved = await resolveChoices(db, body);
  let preferredDate: string | null = null;
  if ('preferredDate' in body && body.preferredDate) {
    preferredDate = paddedDate(body.preferredDate);
    if (preferredDate < londonToday(now)) {
      throw invalid('preferredDate', 'must be today or later');
    }
  }
  const files = await checkAttachments(body.uploadedFiles);
  const id = randomUUID();
  const email = body.email.trim();
  const reference = newReference();
  await db.transaction(async (tx) => {
    await tx.insert(contactEnquiries).values({
      id,
      reference,
      kind,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      emailKey: email.toLowerCase(),
      phone: body.phone ?? null,
      message: body.message,
      enquiryType: body.enquiryType ?? null,
      storeId: body.enquiryRestaurant ?? null,
      contactReasonId: 'contactReasonId' in body ? (body.contactReasonId ?? null) : null,
      contactSubReasonId: 'contactSubReasonId' in body ? (body.contactSubReasonId ?? null) : null,
      guests: 'guests' in body ? body.guests : null,
      preferredDate,
      preferredTime: 'preferredTime' in body ? (body.preferredTime ?? null) : null,
      sessionId: sessionId ?? null,
    });
    if (files.length) {
      await tx.insert(contactEnquiryFiles).values(
        files.map((f, position) => ({
          enquiryId: id,
          position,
          name: f.name,
          storedName: f.storedName,
          contentType: f.contentType,
          size: f.bytes.length,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          content: f.bytes,
        })),
      );
    }
  });
  if (await takeMailSend(db, ACKNOWLEDGEMENT_SEND_LIMIT, email, now)) {
    await sendCustomerMail(database, (site) =>
      enquiryAcknowledgementMail(
        {
          kind,
          email,
          reference,
          typeName: resolved.typeName,
          restaurantName: resolved.restaurantName,
          reason: resolved.reasonName,
          guests: 'guests' in body ? body.guests : undefined,
          preferredDate: preferredDate ? readableDate(preferredDate) : undefined,
          preferredTime: 'preferredTime' in body ? body.preferredTime : undefined,
          fileCount: files.length,
        },
        site,
      ),
    );
  }
  return { reference };
}
