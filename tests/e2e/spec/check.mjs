// Reads the requests the bot sent the loopback Discord (a JSON array of {method, path,
// query, body}) on stdin and checks each against Discord's OpenAPI description, as the
// discord-api-spec package builds it into zod schemas.  Prints one line per request the
// description rejects (or cannot place) and exits 1 if there is any.
import * as spec from "discord-api-spec/zod";

const SNOWFLAKE = /^\d{1,20}$/;

// each route the bot uses: its pattern, and the schema of its body (null: no body)
const ROUTES = [
  ["GET", /^\/users\/@me$/, null],
  ["GET", /^\/oauth2\/applications\/@me$/, null],
  ["GET", /^\/gateway\/bot$/, null],
  ["GET", /^\/gateway$/, null],
  ["GET", /^\/channels\/\d+\/messages$/, "history"],
  ["POST", /^\/channels\/\d+\/messages$/, spec.MessageCreateRequestSchema],
  ["PATCH", /^\/channels\/\d+\/messages\/\d+$/, spec.MessageEditRequestPartialSchema],
  ["DELETE", /^\/channels\/\d+\/messages\/\d+$/, null],
  ["GET", /^\/channels\/\d+\/messages\/\d+$/, null],
  ["POST", /^\/channels\/\d+\/polls\/\d+\/expire$/, null],
  ["PUT", /^\/channels\/\d+\/messages\/\d+\/reactions\/[^/]+\/@me$/, null],
  ["POST", /^\/interactions\/\d+\/[^/]+\/callback$/, "callback"],
  ["POST", /^\/webhooks\/\d+\/[^/]+$/, spec.IncomingWebhookInteractionRequestSchema],
  [
    "PATCH",
    /^\/webhooks\/\d+\/[^/]+\/messages\/(@original|\d+)$/,
    spec.IncomingWebhookUpdateForInteractionCallbackRequestPartialSchema,
  ],
  ["PUT", /^\/applications\/\d+\/commands$/, "commands"],
  ["PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/, "commands"],
];

const CALLBACKS = {
  4: spec.CreateMessageInteractionCallbackRequestSchema,
  5: spec.CreateMessageInteractionCallbackRequestSchema,
  6: spec.UpdateMessageInteractionCallbackRequestSchema,
  7: spec.UpdateMessageInteractionCallbackRequestSchema,
  8: spec.ApplicationCommandAutocompleteCallbackRequestSchema,
  9: spec.ModalInteractionCallbackRequestSchema,
};

// GET /channels/{id}/messages: around/before/after are snowflakes, limit 1 to 100
function history(query) {
  const problems = [];
  for (const key of Object.keys(query)) {
    if (!["around", "before", "after", "limit"].includes(key)) problems.push(`unknown ${key}`);
  }
  for (const key of ["around", "before", "after"]) {
    if (key in query && !SNOWFLAKE.test(query[key])) problems.push(`${key} is no snowflake`);
  }
  if ("limit" in query) {
    const n = Number(query.limit);
    if (!Number.isInteger(n) || n < 1 || n > 100) problems.push("limit outside 1-100");
  }
  return problems;
}

function issues(schema, body) {
  const checked = schema.safeParse(body);
  return checked.success ? [] : checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

// The description types a snowflake as a string of digits; discord.py sends some ids as
// JSON numbers (a reply's message_reference), which Discord reads as the same id.  Such a
// number becomes its digits; anything else is checked as sent.
function snowflakesAsText(value, key = "") {
  if (Array.isArray(value)) return value.map((v) => snowflakesAsText(v));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, snowflakesAsText(v, k)]));
  }
  return Number.isInteger(value) && /(^|_)id$/.test(key) ? String(value) : value;
}

function check({ method, path, query, body }) {
  const route = ROUTES.find(([m, pattern]) => m === method && pattern.test(path));
  if (!route) return [`no route of Discord's: ${method} ${path}`];
  const schema = route[2];
  body = snowflakesAsText(body);
  if (schema === "history") return history(query || {});
  if (schema === null) return body == null ? [] : ["a body where Discord takes none"];
  if (schema === "commands") {
    if (!Array.isArray(body)) return ["commands: not a list"];
    return body.flatMap((c) => issues(spec.ApplicationCommandUpdateRequestSchema, c).map((p) => `/${c.name} ${p}`));
  }
  if (schema === "callback") {
    const chosen = CALLBACKS[body?.type];
    return chosen ? issues(chosen, body) : [`callback type ${body?.type} unknown`];
  }
  return issues(schema, body);
}

let input = "";
for await (const chunk of process.stdin) input += chunk;
let bad = 0;
for (const request of JSON.parse(input)) {
  for (const problem of check(request)) {
    bad += 1;
    console.log(`${request.method} ${request.path}: ${problem}`);
  }
}
process.exit(bad ? 1 : 0);
