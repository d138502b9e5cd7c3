/**
 * Every user-facing string of the console, word for word as spec §1, §2, §4, §5, §6 and §8 write them
 * (their spelling and punctuation included: "sucessfully", "There were some error…").
 * Strings the spec does not spell out are marked `designed` so a reviewer can tell them apart.
 * Templates are functions so callers never assemble a message by hand.
 *
 * `messages` is the namespace of the sections in ./messages/: a reader writes `messages.login.logIn`, and a build
 * keeps only the sections its code names, so /login does not carry the mail texts or the merge screen's words.
 */
export * as messages from './messages/sections.ts';
export { incorrectFormat, outOfRange, requiredField, waitingTime } from './messages/templates.ts';

import type * as sections from './messages/sections.ts';

export type Messages = typeof sections;
