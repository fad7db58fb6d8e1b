import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0010: customers whose card the provider verified and vaulted (no card data, only ids). */
export const cardCustomers = pgTable('card_customers', {
  customerId: text('customer_id').primaryKey(),
  provider: text('provider').$type<'sandbox' | 'braintree'>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  paymentMethodToken: text('payment_method_token'),
  cardType: text('card_type'),
  verifications: integer('verifications').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
