import type { FastifyInstance } from 'fastify';

/**
 * An instance asked to stop (SIGTERM) keeps serving for a grace period while /health/ready answers 503, so the
 * balancer takes it out of rotation before it stops accepting connections; then app.close() lets the requests in
 * flight finish (server/main.ts).
 */
export class Draining {
  #since: number | null = null;
  /** From now on /health/ready answers 503. */
  begin(now = Date.now()): void {
    this.#since ??= now;
  }
  get active(): boolean {
    return this.#since !== null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/** Decorates the app with its Draining state (before the health routes, which read it). */
export function installDraining(app: FastifyInstance): void {
  app.decorate('draining', new Draining());
}
