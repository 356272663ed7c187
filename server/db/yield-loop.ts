/**
 * Lets the event loop answer others between the chunks of a long write (issue 38 L7). On PostgreSQL each chunk's
 * query already waits on the network, so this only splits the JavaScript around it; on SQLite better-sqlite3 runs
 * each statement synchronously and the awaits between them are microtasks, so without this a 10,000-row write holds
 * the loop from its first chunk to its last. Other requests' queries still wait for the transaction's connection
 * (SQLite has one), but timers, sockets, static files and requests on other connections go on.
 */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
