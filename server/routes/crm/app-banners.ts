import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { bannerBody, bannerOrderBody } from '../../../contract/paylater-admin/banner-bodies.js';
import {
  BANNER_MAX_BYTES,
  BANNER_MESSAGES as M,
  BANNER_PLACEMENTS,
  BANNER_STATES,
  bannerStateAt,
  readImageHeader,
  wrongSizeMessage,
} from '../../../contract/paylater-admin/banner-rules.js';
import { PAYLATER_ADMIN_CALLS as CALLS } from '../../../contract/paylater-admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import type { AppBannerTable } from '../../db/tables/paylater-admin.js';
import { documentBytes } from '../../documents/store.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { checkProofSize, decodeProof } from '../chargeback/proof-checks.js';
import { serveStatusMove } from '../common/status-move.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { sendDocument } from '../send-document.js';
import { idParam, ok, okSchema } from '../success-envelope.js';

type BannerRow = Selectable<AppBannerTable>;

const bannerDto = z.object({
  id: z.number(),
  title: z.string(),
  placement: z.string(),
  position: z.number(),
  start: z.number(),
  end: z.number(),
  state: z.enum(BANNER_STATES),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  version: z.number(),
  createdBy: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});

const toDto = (row: BannerRow, at: number) => {
  const start = Number(row.start_time);
  const end = Number(row.end_time);
  return {
    id: Number(row.id),
    title: row.title,
    placement: row.placement,
    position: Number(row.position),
    start,
    end,
    state: bannerStateAt({ status: row.status, start, end }, at),
    fileName: row.file_name,
    mediaType: row.media_type,
    size: Number(row.size_bytes),
    width: Number(row.width),
    height: Number(row.height),
    version: Number(row.version),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at === null ? null : Number(row.updated_at),
  };
};

const MOVES = {
  bannerPublish: { from: 'UNPUBLISHED', to: 'PUBLISHED', done: M.published, action: 'app_banner.publish' },
  bannerUnpublish: { from: 'PUBLISHED', to: 'UNPUBLISHED', done: M.unpublished, action: 'app_banner.unpublish' },
} as const;

/** A base64 banner image is a third larger than its bytes; room for the rest of the body. */
const UPLOAD_BODY_LIMIT = Math.ceil((BANNER_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * App banners (issue 46 item 2, /upload-banner): uploaded by ops with an image checked here by its bytes (PNG, JPEG or
 * WebP by magic bytes, at most 1 MB, exactly its placement's pixel size read from the header) and kept in the
 * document store; published and unpublished (one conditional update at the version seen, one audit row); a
 * placement reordered at the order seen (one audit row).
 */
export async function appBannerRoutes(app: FastifyInstance, { db, documents }: AppDeps): Promise<void> {
  const find = (id: number, trx = db) =>
    trx.selectFrom('app_banners').selectAll().where('id', '=', id).executeTakeFirst();

  serve(app, CALLS.banners, { response: { 200: okSchema(z.array(bannerDto)) } }, async () => {
    const at = Date.now();
    const rows = await db.selectFrom('app_banners').selectAll().orderBy('placement').orderBy('position').execute();
    return ok(rows.map((r) => toDto(r, at)));
  });

  serve(app, CALLS.bannerImage, { params: idParam() }, async (request, reply) => {
    const row = await find((request.params as { id: number }).id);
    if (!row) throw new RequestError(404, M.notFound);
    return sendDocument(reply, {
      fileName: row.file_name,
      mediaType: row.media_type,
      bytes: await documentBytes(documents, row.content_key, row.content),
    });
  });

  serve(
    app,
    CALLS.bannerUpload,
    { body: bannerBody, response: { 201: okSchema(bannerDto) } },
    async (request, reply) => {
      const who = principalOf(request);
      const b = request.body;
      const at = Date.now();
      // The image first, by its bytes alone: size, then type (magic bytes), then its pixel size from the header.
      const bytes = decodeProof(b.image.content, 'image');
      checkProofSize(bytes.length, 'image', { max: BANNER_MAX_BYTES, message: M.tooLarge });
      const header = readImageHeader(bytes);
      if (!header) throw new RequestError(400, M.badType, { image: M.badType });
      const want = BANNER_PLACEMENTS[b.placement];
      if (header.width !== want.width || header.height !== want.height) {
        const message = wrongSizeMessage(b.placement, header);
        throw new RequestError(400, message, { image: message });
      }
      if (b.end <= at) throw new RequestError(400, M.endPassed, { end: M.endPassed });
      const key = await documents.put(bytes);
      const dto = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('app_banners')
          .select((e) => e.fn.max('position').as('p'))
          .where('placement', '=', b.placement)
          .executeTakeFirst();
        const { id } = await trx
          .insertInto('app_banners')
          .values({
            title: b.title,
            placement: b.placement,
            position: Number(last?.p ?? 0) + 1,
            start_time: b.start,
            end_time: b.end,
            status: 'UNPUBLISHED',
            file_name: b.image.fileName,
            media_type: header.mediaType,
            size_bytes: bytes.length,
            width: header.width,
            height: header.height,
            content: Buffer.alloc(0),
            content_key: key,
            created_by: who.email,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = toDto((await find(Number(id), trx))!, at);
        await writeAudit(trx, {
          actor: who,
          action: 'app_banner.upload',
          entity: 'app_banners',
          entityId: Number(id),
          after: created,
          at,
        });
        return created;
      });
      reply.code(201);
      return ok(dto, M.uploaded);
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  for (const how of Object.keys(MOVES) as (keyof typeof MOVES)[])
    serveStatusMove(app, db, CALLS[how], {
      table: 'app_banners',
      ...MOVES[how],
      messages: { notFound: M.notFound, moved: M.moved, stale: M.stale },
      data: bannerDto,
      find: (trx, id) => find(id, trx),
      dto: (_, row, at) => toDto(row, at),
    });

  serveInTransaction(
    app,
    db,
    CALLS.bannerOrder,
    { body: bannerOrderBody, data: z.array(bannerDto) },
    async (trx, body, who) => {
      const at = Date.now();
      const rows = await trx
        .selectFrom('app_banners')
        .selectAll()
        .where('placement', '=', body.placement)
        .orderBy('position')
        .execute();
      const current = rows.map((r) => Number(r.id));
      const same = (a: readonly number[], b: readonly number[]) =>
        a.length === b.length && a.every((v, i) => v === b[i]);
      if (!same(current, body.seen)) throw new RequestError(412, M.orderChanged);
      if (
        !same(
          [...body.ids].sort((x, y) => x - y),
          [...current].sort((x, y) => x - y),
        )
      )
        throw new RequestError(400, 'Give every banner of the placement once.');
      // Each moved banner from the position it was seen at (a reorder that raced past the check moves none).
      for (const [i, id] of body.ids.entries()) {
        const row = rows.find((r) => Number(r.id) === id)!;
        if (Number(row.position) === i + 1) continue;
        const r = await trx
          .updateTable('app_banners')
          .set({ position: i + 1, updated_by: who.email, updated_at: at })
          .where('id', '=', id)
          .where('position', '=', Number(row.position))
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new RequestError(412, M.orderChanged);
      }
      await writeAudit(trx, {
        actor: who,
        action: 'app_banner.reorder',
        entity: 'app_banners',
        entityId: body.placement,
        before: { order: current },
        after: { order: body.ids },
        at,
      });
      const now = await trx
        .selectFrom('app_banners')
        .selectAll()
        .where('placement', '=', body.placement)
        .orderBy('position')
        .execute();
      return ok(
        now.map((r) => toDto(r, at)),
        M.reordered,
      );
    },
  );
}
