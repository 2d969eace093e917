// A request refused for what it asks, not for a failure on the way: the staff tools and the desk's Edge Functions
// tell it to the caller as it is, with the HTTP status it deserves.

export class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
