import { type Capability, can, fieldErrors, messages } from '@license-console/domain';
import type { z } from 'zod/mini';
import { HttpError } from './http-error.ts';

export interface Actor {
  id: number;
  email: string;
  administrator: boolean;
  isManager: boolean;
}

/**
 * Runs a domain form schema over a request and answers 400 with the domain's message for the first failing
 * field (all of them in `fields`). Only the listed fields count: the others are not part of this request.
 */
export function validate(schema: z.ZodMiniType, input: unknown, fieldNames: Readonly<Record<string, string>>): void {
  const result = schema.safeParse(input);
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(result.error.issues))) {
    const name = fieldNames[path.split('.')[0] ?? ''];
    if (name) fields[name] ??= message;
  }
  const [first] = Object.values(fields);
  if (first) throw new HttpError(400, first, { fields });
}

/** Spec §6 on the server: a capability the actor lacks answers 403 before anything is read or changed. */
export function authorize(actor: Actor, capability: Capability): void {
  if (!can(actor, capability)) throw new HttpError(403, messages.app.accessDenied);
}
