/** The salesperson as the contact section shows them. */
export interface SalesContact {
  /** e.g. "Sales Consultant Mr Wang"; may be empty. */
  title: string;
  number: string;
  /** tel: address */
  href: string;
}
