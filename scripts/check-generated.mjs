// `npm run check:generated`: the database types and the schema dump match the migrations, both read from one
// database built by them (the gate runs it).
import { DATABASE_TYPES } from "./gen-db-types.mjs";
import { SCHEMA_DUMP } from "./gen-schema.mjs";
import { generate } from "./generated-files.mjs";

await generate([DATABASE_TYPES, SCHEMA_DUMP], { check: true });
