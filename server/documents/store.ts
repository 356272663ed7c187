import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';

/**
 * Where uploaded documents live (issue 42 item 6): KYC images and documents, CPV documents and dispute proofs are
 * kept here, not in the database; a row holds the document's key. A key is the SHA-256 of the bytes (hex), so the
 * same bytes are kept once, a key never names two contents, and writing is idempotent: a put that is retried, or
 * raced by another instance, leaves the same document. A put whose database transaction then rolls back leaves a
 * document no row names: harmless, and never served (a read goes through a row).
 */
export interface DocumentStore {
  /** What and where, for the start-up line (no secret). */
  readonly describe: string;
  /** Keeps the bytes; their key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of a key, or null when the store has none. */
  get(key: string): Promise<Buffer | null>;
}

/** A document's key: the SHA-256 of its bytes, 64 hex digits. */
export const keyOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const KEY = /^[0-9a-f]{64}$/;

function checkKey(key: string): string {
  // A key only ever comes from keyOf; anything else (a path, `..`) is refused before it reaches a file name or a URL.
  if (!KEY.test(key)) throw new Error(`Not a document key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

/**
 * Files under `dir` (the default): `<dir>/<first two digits of the key>/<key>`, written to a temporary name beside
 * it and renamed into place, so a reader never sees half a file. With several instances `dir` must be a volume they
 * share (or use the S3 store).
 */
export function diskStore(dir: string): DocumentStore {
  const pathOf = (key: string) => join(dir, checkKey(key).slice(0, 2), key);
  return {
    describe: `files in ${dir}`,
    async put(bytes) {
      const key = keyOf(bytes);
      const path = pathOf(key);
      if (await exists(path)) return key;
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
      return key;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export interface S3Settings {
  /** The service's base URL (`https://s3.eu-west-1.amazonaws.com`, a MinIO or R2 address); path-style requests. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before each key (`console/`), to share a bucket. */
  prefix: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), signed with AWS Signature V4 (aws4fetch), path-style
 * (`<endpoint>/<bucket>/<prefix><key>`), which every S3-compatible service takes. The bucket must exist.
 */
export function s3Store(s: S3Settings): DocumentStore {
  const client = new AwsClient({
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
    region: s.region,
    service: 's3',
  });
  const urlOf = (key: string) =>
    `${s.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s.bucket)}/${s.prefix}${checkKey(key)}`;
  const fail = async (what: string, res: Response) => {
    const body = (await res.text()).slice(0, 300);
    return new Error(`Document store: ${what} answered ${res.status} ${res.statusText}: ${body}`);
  };
  return {
    describe: `S3 bucket ${s.bucket} at ${s.endpoint}${s.prefix ? ` under ${s.prefix}` : ''}`,
    async put(bytes) {
      const key = keyOf(bytes);
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
      await res.arrayBuffer();
      return key;
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/** The store the configuration names: the S3 bucket when one is set, else files in the documents directory. */
export function documentStoreFrom(config: { documentsDir: string; documentsS3?: S3Settings }): DocumentStore {
  return config.documentsS3 ? s3Store(config.documentsS3) : diskStore(config.documentsDir);
}

/**
 * The bytes of a document row: from the store by its key, or, for a row written before the store (its key empty),
 * the bytes the row still holds. A key the store does not have is an error, never an empty document.
 */
export async function documentBytes(
  store: DocumentStore,
  key: string | null,
  inRow: Uint8Array | null,
): Promise<Buffer> {
  if (!key) return Buffer.from(inRow ?? new Uint8Array());
  const bytes = await store.get(key);
  if (!bytes) throw new Error(`Document ${key} is named by the database but missing from the store`);
  return bytes;
}
