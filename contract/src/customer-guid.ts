// Apart from the zod schemas (schemas/customers.ts), so that the customer pages' loader, in their first load, needs
// no zod.

/** A guid as zod's `z.guid()` accepts it (any version and variant): the form of a person's preferences link. */
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Whether `value` is a customer guid: `customerGuid` (schemas/customers.ts) without zod. */
export const isCustomerGuid = (value: string) => GUID.test(value);
