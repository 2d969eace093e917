import { z } from "zod";

/*
 * zod as the site uses it: schemas are interpreted, never compiled into code with `new Function` on their first
 * parse. The site parses each schema a handful of times, so compiling costs more main-thread time (on a phone,
 * while the page starts) than it saves, and it would need a Content-Security-Policy allowing 'unsafe-eval'.
 */
z.config({ jitless: true });

export { z };
