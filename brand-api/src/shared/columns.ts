import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL `bytea` column read as a Uint8Array (stored files: CVs, contact attachments). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});
