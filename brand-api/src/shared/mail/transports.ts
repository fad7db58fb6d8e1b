import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/* The outbox's transports: where a stored message goes, SMTP or a folder of .eml files. */

export interface MailEnvelope {
  from: string;
  to: string[];
}

/** Where a stored message goes. Throwing means "not delivered": the outbox retries it. */
export interface MailTransport {
  readonly name: string;
  deliver(message: { id: string; raw: Buffer; envelope: MailEnvelope }): Promise<{ location?: string }>;
}

/** Real delivery: nodemailer's SMTP transport, handed the stored message as it is (`raw`). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver({ raw, envelope }) {
      const info: { response?: string } = await transporter.sendMail({ envelope: { ...envelope }, raw });
      return info.response ? { location: info.response } : {};
    },
  };
}

/** The embedded default: each message is written as `<id>.eml` in a folder a person can open. */
export function emlFolderTransport(dir: string): MailTransport {
  return {
    name: 'eml-folder',
    async deliver({ id, raw }) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${id}.eml`);
      const partial = `${path}.partial`;
      await writeFile(partial, raw);
      await rename(partial, path);
      return { location: path };
    },
  };
}
