/*
 * yup schemas built from parsley's attributes: one named yup test per rule, in the spec's order (required first),
 * each with its exact §5 message. The rule logic itself stays in one home (`validateValue`, `validateName`,
 * `isRemoteValid`); yup composes the tests, runs the asynchronous remote check and reports the first failure.
 */
import { array, mixed, string, ValidationError, type Schema } from 'yup';
import {
  isRemoteValid,
  remoteValidationUrl,
  validateName,
  validateValue,
  type FieldValue,
  type GenericConstraints,
} from '../generic-rules';
import { GENERIC_MESSAGES, type GenericRule } from '../messages';
import { PARSLEY_RULES, type ParsleyRules } from './constraints';

/** Asks a remote validator: the HTTP status of a GET to `url` (a thrown error counts as a failed check). */
export type RemoteFetch = (url: string, signal?: AbortSignal) => Promise<number>;

/** Options of {@link fieldSchema}. */
export interface SchemaOptions {
  /** The field's name (the remote validator's parameter). */
  name: string;
  /** Remote validator results by URL, kept by the caller until the next submit. */
  remoteCache?: Map<string, boolean>;
  remoteFetch?: RemoteFetch;
  /** The remote validator's message (default 'This value seems to be invalid.'). */
  remoteMessage?: string | null;
  signal?: AbortSignal;
}

/** The single constraint of `c` that rule `rule` checks (the type rules share `type`). */
function only(c: GenericConstraints, rule: GenericRule): GenericConstraints | null {
  const messages = c.messages;
  if (rule === c.type) return { type: c.type, messages };
  const key = rule as keyof GenericConstraints;
  if (key === 'type' || key === 'messages' || c[key] === undefined || c[key] === false) return null;
  return { [key]: c[key], messages } as GenericConstraints;
}

const defaultFetch: RemoteFetch = async (url, signal) =>
  (await fetch(url, { credentials: 'same-origin', signal })).status;

/**
 * The yup schema of one field: a string schema, or an array schema for a checkbox group. Validate with
 * `schema.validate(value)`: it rejects with the first failing rule's message (a `ValidationError`).
 */
export function fieldSchema(rules: ParsleyRules, opts: SchemaOptions): Schema<FieldValue> {
  let schema: Schema<FieldValue> = (rules.group ? array().of(string().defined()) : string()) as Schema<FieldValue>;
  schema = schema.nullable().optional() as Schema<FieldValue>;
  for (const rule of PARSLEY_RULES) {
    const single = only(rules.constraints, rule);
    if (!single) continue;
    schema = schema.test(rule, GENERIC_MESSAGES[rule], function test(value) {
      const failure = validateValue(value, single);
      return failure ? this.createError({ message: failure.message }) : true;
    }) as Schema<FieldValue>;
  }
  const names = rules.names;
  if (names) {
    schema = schema.test('names', names.default ?? '', function test(value) {
      const message = typeof value === 'string' ? validateName(value, names) : null;
      return message ? this.createError({ message }) : true;
    }) as Schema<FieldValue>;
  }
  const remote = rules.remote;
  if (remote) {
    const message = opts.remoteMessage || GENERIC_MESSAGES.default;
    schema = schema.test('remote', message, async (value) => {
      // Only a value that passes the local rules is worth a request.
      if (typeof value !== 'string' || value === '' || validateValue(value, rules.constraints)) return true;
      const url = remoteValidationUrl(remote.url, opts.name, value);
      const cached = opts.remoteCache?.get(url);
      if (cached !== undefined) return cached;
      let valid: boolean;
      try {
        valid = isRemoteValid(await (opts.remoteFetch ?? defaultFetch)(url, opts.signal), remote.reverse);
      } catch {
        // No answer: the check fails (as parsley's does), and is not cached so the next try asks again.
        return false;
      }
      opts.remoteCache?.set(url, valid);
      return valid;
    }) as Schema<FieldValue>;
  }
  return schema;
}

/** Validates `value` against `schema`: the first message, or null when valid. Never rejects. */
export async function firstError(schema: Schema<FieldValue>, value: FieldValue): Promise<string | null> {
  try {
    await schema.validate(value, { abortEarly: true });
    return null;
  } catch (error) {
    return error instanceof ValidationError ? (error.errors[0] ?? GENERIC_MESSAGES.default) : GENERIC_MESSAGES.default;
  }
}

/** A schema that always passes (a field with no rules). */
export const anyValue = (): Schema<FieldValue> => mixed() as Schema<FieldValue>;
