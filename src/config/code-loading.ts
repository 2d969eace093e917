/**
 * The one policy for every kind of code the site loads (decisions 037 and 048): the page's own bootstrap, route modules,
 * parts, and the code a submission needs.
 */

/**
 * The pauses after a failed attempt while nothing arrives: 1, 2, 4, 8, then every 15 s. A load is tried again until
 * its code arrives, and at once on the visitor's next key, pointer, touch or focus, on `online` and on "Try again".
 */
export const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * How long code may be on its way before the visitor hears of it in words: a part says it has not loaded, a held
 * form that it has not sent, a submission whose code is missing that the network failed, messages appear as plain
 * text, and a link whose page's code has not come goes to the new page's address instead. The loader keeps trying
 * meanwhile (the pauses above reach 7 s before the fourth attempt).
 */
export const STILL_LOADING_MS = 8_000;
