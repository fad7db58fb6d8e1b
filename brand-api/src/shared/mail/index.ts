export {
  configureMail,
  type EnqueuedMail,
  emlFolderTransport,
  enqueueMail,
  flushMail,
  type MailConfig,
  type MailEnvelope,
  type MailMessage,
  type MailTransport,
  mailConfig,
  type RetryPassResult,
  runMailRetryPass,
  smtpTransport,
  startMailRetryLoop,
} from './outbox.ts';
export { type MailOutboxRow, type MailStatus, mailOutbox } from './tables.ts';
