import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** A backend's route module: registers its routes on the backend's plugin. */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/** One route module that registers `modules` one after another, in the order given (a later one may rely on an earlier one's registration). */
export const inOrder =
  (...modules: RouteModule[]): RouteModule =>
  async (app, deps) => {
    for (const register of modules) await register(app, deps);
  };
