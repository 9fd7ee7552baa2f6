/**
 * `POST content/contactrequest` and `POST content/newcustomerrequest` (spec §7). Other content calls
 * (children, custom) belong to the catalogue routes.
 *
 * contactrequest: multipart/form-data with field `request` (the ContactRequest as JSON) and up to
 * 5 files in field `files`, each at most 10 MB, of type PDF, PNG, JPEG, GIF, WebP, plain text, CSV,
 * Word (.docx) or Excel (.xlsx). Only the files' metadata (name, type, size) is kept in the demo.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CONTACT_UPLOAD_LIMITS,
  CONTACT_UPLOAD_TYPES,
  ContactRequest,
  NewCustomerRequest,
} from '../../../src/api/schemas/content.ts';
import { contactRequests, newCustomerRequests, outbox } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../middleware/errors.ts';
import { check, jsonBody } from '../middleware/validate.ts';

export { CONTACT_UPLOAD_TYPES };

const SHOP_MAILBOX = 'kundeservice@butik.test';

export function contentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/contactrequest',
    bodyLimit({
      maxSize: CONTACT_UPLOAD_LIMITS.maxFiles * CONTACT_UPLOAD_LIMITS.maxBytesPerFile + 1024 * 1024,
      onError: () => {
        throw new ApiError(413, 'The upload is too large', 'files');
      },
    }),
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
        throw badRequest('Request body must be multipart/form-data with a "request" field', 'request');
      }
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw badRequest('Malformed multipart body', 'request');
      }
      const rawRequest = Array.isArray(form.request) ? form.request[0] : form.request;
      if (typeof rawRequest !== 'string')
        throw badRequest('request is required (the contact request as JSON)', 'request');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawRequest);
      } catch {
        throw badRequest('request is not valid JSON', 'request');
      }
      const request = check(ContactRequest, parsed, 'request');
      const rawFiles = form.files === undefined ? [] : Array.isArray(form.files) ? form.files : [form.files];
      if (rawFiles.length > CONTACT_UPLOAD_LIMITS.maxFiles)
        throw badRequest(`At most ${CONTACT_UPLOAD_LIMITS.maxFiles} files`, 'files');
      const files = rawFiles.map((file, i) => {
        if (!(file instanceof File)) throw badRequest('files must be file uploads', `files.${i}`);
        if (file.size > CONTACT_UPLOAD_LIMITS.maxBytesPerFile)
          throw badRequest(`${file.name} is larger than 10 MB`, `files.${i}`);
        const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!CONTACT_UPLOAD_TYPES.includes(type))
          throw badRequest(`${file.name}: file type ${type || 'unknown'} is not allowed`, `files.${i}`);
        return { name: file.name.replaceAll('\u0000', '').slice(0, 255), type, size: file.size };
      });
      const db = c.get('db');
      await db.transaction(async (tx) => {
        await tx.insert(contactRequests).values({ payload: request as unknown as Record<string, unknown>, files });
        await tx.insert(outbox).values({
          to: SHOP_MAILBOX,
          subject: `Kontaktformular: ${request.subject ?? request.name}`,
          body: `${request.name} <${request.email}>${request.phone ? `, tlf. ${request.phone}` : ''}\n\n${request.message}\n\nVedhæftede filer: ${files.map((f) => f.name).join(', ') || 'ingen'}`,
          status: 'queued',
        });
      });
      c.get('wakeWorker')?.();
      return c.json({ success: true });
    },
  );

  app.post('/newcustomerrequest', async (c) => {
    const request = await jsonBody(c, NewCustomerRequest);
    const db = c.get('db');
    await db.transaction(async (tx) => {
      await tx.insert(newCustomerRequests).values({ payload: request as unknown as Record<string, unknown> });
      await tx.insert(outbox).values({
        to: SHOP_MAILBOX,
        subject: `Ny kunde-anmodning: ${request.companyname}`,
        body: `${request.name} <${request.email}>, tlf. ${request.phone}\n${request.companyname}\n${request.message ?? ''}`,
        status: 'queued',
      });
    });
    c.get('wakeWorker')?.();
    return c.json({ success: true });
  });

  return app;
}
