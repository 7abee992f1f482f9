// Reads of one piece of work that must go through a connection of its own: a draft preview renders
// the public page with every read inside the transaction that holds the draft (decision 0028).
// `app.db` answers the scope's connection while such work runs, and the main one otherwise, so the
// public routes and in-process reads need no parameter of their own for it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './connect.ts';

const scope = new AsyncLocalStorage<Db>();

/** Runs `work` with every read of `app.db` (and of scopedDb's getters) going through `db`. */
export function withReadScope<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return scope.run(db, work);
}

/** The connection of the running scope, if any. */
export function readScopeDb(): Db | undefined {
  return scope.getStore();
}

/** True inside a scope: answers made there are not what the public sees, so no cache keeps them. */
export function inReadScope(): boolean {
  return scope.getStore() !== undefined;
}

/** The database to read from now: the scope's, else `main`. */
export function currentDb(main: Db): Db {
  return scope.getStore() ?? main;
}
