import type { FastifyInstance } from 'fastify';

let ipCounter = 0;
/** A client address of its own, so per-IP limits of one test do not leak into another. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export async function post(app: FastifyInstance, url: string, payload: object, remoteAddress = '127.0.0.1') {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; message: string; data: Record<string, unknown> },
  };
}

export async function requestCode(app: FastifyInstance, email: string, ip = '127.0.0.1'): Promise<string> {
  const res = await post(app, '/api/crm/login/otp/request', { mode: 'email', email }, ip);
  if (res.status !== 200) throw new Error(`request failed: ${res.status} ${res.body.message}`);
  return String(res.body.data.emailuuid);
}

export async function latestCode(app: FastifyInstance, email: string): Promise<string | undefined> {
  const res = await app.inject({ url: `/api/crm/dev/outbox?email=${encodeURIComponent(email)}` });
  const rows = res.json().data as { code: string }[];
  return rows[0]?.code;
}

export const verify = (app: FastifyInstance, uuid: string, email: string, otp: string, ip = '127.0.0.1') =>
  post(app, '/api/crm/login/otp/verify', { mode: 'email', email, uuid, otp }, ip);
