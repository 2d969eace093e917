// @ts-check
/**
 * Wrong codes slow the guesser, never the member (decision 043). Every verification of a code (an e-mailed code
 * by address, one by `token_hash`, an authenticator's code) is a guess at a subject (the address, "token_hash", or
 * the factor) from a client address. Failures are counted per subject, per client address and per pair of the
 * two. After a few free failures a pair waits before its next guess, the wait doubling with each further failure
 * (up to 15 minutes), and at least as long as the subject's own count calls for, so guessers spread over many
 * addresses each wait longer; an address that fails on many subjects waits too. A guess while waiting is refused
 * with 429 and the seconds left, unchecked. Nothing is voided: the member's code keeps working from any address
 * that is not waiting. Counts live in memory, per server, and are forgotten an hour after a pair's or subject's
 * last failure (the life of an e-mailed code). Also remembers each authenticator's last accepted time step, so a
 * code is accepted once.
 */
import { AuthError } from "./gotrue-model.mjs";

/** Failures allowed before waits begin: per pair, per subject (from any address), per client address. */
const FREE = { pair: 4, subject: 10, address: 20 };
const MAX_WAIT_SECONDS = 15 * 60;
const FORGET_MS = 60 * 60 * 1000;

/**
 * @typedef {{ subject: string, address: string }} Guess
 * @typedef {{ failures: number, lastFailure: number, waitUntil: number }} Count
 */

/** A refusal that names when to try again (Retry-After). */
class TooManyGuesses extends AuthError {
  /** @param {number} seconds */
  constructor(seconds) {
    super(429, "over_request_rate_limit", `Too many wrong codes. Try again in ${seconds} seconds.`);
    this.retryAfter = seconds;
  }
}

/**
 * @param {number} failures
 * @param {number} free
 * @returns {number} milliseconds to wait after this many failures
 */
const waitFor = (failures, free) =>
  failures <= free ? 0 : Math.min(2 ** (failures - free), MAX_WAIT_SECONDS) * 1000;

export class GuessLimits {
  /** @type {Map<string, Count>} */
  #counts = new Map();
  /** @type {Map<string, number>} factor id → last accepted time step */
  #steps = new Map();
  #now;

  /** @param {() => number} [now] */
  constructor(now = Date.now) {
    this.#now = now;
  }

  /** @param {Guess} guess */
  #keys({ subject, address }) {
    return {
      pair: `pair\n${subject}\n${address}`,
      subject: `subject\n${subject}`,
      address: `address\n${address}`,
    };
  }

  /** @param {string} key */
  #count(key) {
    const count = this.#counts.get(key);
    if (count && this.#now() - count.lastFailure <= FORGET_MS) return count;
    this.#counts.delete(key);
    return undefined;
  }

  /**
   * Refuses the guess, unchecked, while its pair or its client address must wait.
   * @param {Guess} guess
   */
  check(guess) {
    const keys = this.#keys(guess);
    const waitUntil = Math.max(
      this.#count(keys.pair)?.waitUntil ?? 0,
      this.#count(keys.address)?.waitUntil ?? 0,
    );
    const left = waitUntil - this.#now();
    if (left > 0) throw new TooManyGuesses(Math.ceil(left / 1000));
  }

  /**
   * Counts a wrong guess.
   * @param {Guess} guess
   */
  fail(guess) {
    const now = this.#now();
    const keys = this.#keys(guess);
    /** @param {string} key */
    const bump = (key) => {
      const count = this.#count(key) ?? { failures: 0, lastFailure: now, waitUntil: 0 };
      count.failures += 1;
      count.lastFailure = now;
      this.#counts.set(key, count);
      return count;
    };
    const pair = bump(keys.pair);
    const subject = bump(keys.subject);
    const address = bump(keys.address);
    pair.waitUntil =
      now + Math.max(waitFor(pair.failures, FREE.pair), waitFor(subject.failures, FREE.subject));
    address.waitUntil = now + waitFor(address.failures, FREE.address);
  }

  /**
   * The right code: the pair and the subject start again (the client address keeps its count).
   * @param {Guess} guess
   */
  succeed(guess) {
    const keys = this.#keys(guess);
    this.#counts.delete(keys.pair);
    this.#counts.delete(keys.subject);
  }

  /**
   * Takes an authenticator's time step: false when it, or a later one, was already accepted (a replay).
   * @param {string} factorId
   * @param {number} step
   */
  takeStep(factorId, step) {
    if (step <= (this.#steps.get(factorId) ?? -1)) return false;
    this.#steps.set(factorId, step);
    return true;
  }
}
