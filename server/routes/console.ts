import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mergeConsoleConfig } from '../../contract/backends.js';
import { SESSION_IDLE_DEFAULT_SECONDS } from '../../contract/session-idle.js';
import type { ServerConfig } from '../config.js';

/** The console's runtime config: defaults (/api/<backend>) overridden by CONSOLE_CONFIG_FILE when set. */
export function loadConsoleConfig(
  env: NodeJS.ProcessEnv = process.env,
  superAdminRoleId = 1,
  sessionIdleSeconds = SESSION_IDLE_DEFAULT_SECONDS,
) {
  const file = env.CONSOLE_CONFIG_FILE;
  const given = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return mergeConsoleConfig({ superAdminRoleId, sessionIdleSeconds, ...given });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built console under /crm/ with a history fallback to index.html, and /crm/config.json. Hashed files
 * under assets/ are cached for a year and sent as the brotli or gzip copy the build wrote beside them
 * (`preCompressed`, by the request's Accept-Encoding); index.html and config.json are never cached.
 */
export async function consoleRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const consoleConfig = {
    ...loadConsoleConfig(process.env, config.superAdminRoleId, config.sessionIdleSeconds),
    sso: config.oidc ? { label: config.oidc.label } : null,
  };
  await app.register(fastifyStatic, { root: config.distDir, serve: false, preCompressed: true });

  app.get('/', { config: { permission: 'public' } }, (_req, reply) => reply.redirect('/crm/'));
  app.get('/crm', { config: { permission: 'public' } }, (_req, reply) => reply.redirect('/crm/'));
  app.get('/crm/config.json', { config: { permission: 'public' } }, (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(consoleConfig),
  );
  app.get<{ Params: { '*': string } }>('/crm/*', { config: { permission: 'public' } }, async (request, reply) => {
    const wanted = normalize(request.params['*'] || 'index.html');
    const path = join(config.distDir, wanted);
    const inside = path.startsWith(config.distDir + sep);
    if (inside && wanted !== 'index.html' && (await isFile(path))) {
      const immutable = wanted.startsWith(`assets${sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(wanted, { cacheControl: false });
    }
    if (/\.[a-z0-9]+$/i.test(wanted) && wanted !== 'index.html') {
      return reply.code(404).send({ success: false, message: 'Not found', data: null });
    }
    if (!(await isFile(join(config.distDir, 'index.html')))) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The console is not built yet: run `npm run build` (npm start does it for you).');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
