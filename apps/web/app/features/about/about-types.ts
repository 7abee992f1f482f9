/** The salesperson as the contact section shows them (title, the number as written, a tel: address). */
export type { SalesContact } from '@refit/contract/rules';
