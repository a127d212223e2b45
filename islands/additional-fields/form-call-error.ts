/** A failed step of the additional-fields flow (stock check, form template), carrying the message to show the visitor. */
export class FormCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormCallError';
  }
}
