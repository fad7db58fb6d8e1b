/** The jobs domain's public face: its seed and the applicant's acknowledgement e-mail. */
export { sendApplicationAcknowledgement } from './emails.ts';
export { seedJobOpenings } from './seed.ts';
