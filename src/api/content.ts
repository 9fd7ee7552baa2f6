/**
 * Content calls (spec §7): GET content/children/{id}, GET content/custom, POST content/contactrequest
 * (multipart: field `request` = the request as JSON, fields `files` = uploads), POST content/newcustomerrequest.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { call, callForSuccess, get, post } from './call.ts';
import { SuccessResponse } from './schemas/common.ts';
import {
  ContactRequest,
  ContentChildrenParams,
  ContentChildrenResponse,
  CustomContentQuery,
  CustomContentResponse,
  NewCustomerRequest,
} from './schemas/content.ts';

export function createContentApi(client: ApiClient) {
  return {
    /** GET content/children/{id} ('' = root) -> NavigationChild[]. Failure: nothing (only logged, spec §8). */
    getChildren: (id = '', opts: CallOptions = {}) =>
      call(client, 'content.getChildren', { schema: ContentChildrenParams, value: id === '' ? {} : { id } }, (p) =>
        get(`content/children/${p.id ? encodeURIComponent(p.id) : ''}`, ContentChildrenResponse, opts),
      ),
    /** GET content/custom[?keys=a,b] -> { key: html } */
    getCustom: (keys: string[] = [], opts: CallOptions = {}) =>
      call(
        client,
        'content.getCustom',
        { schema: CustomContentQuery, value: keys.length ? { keys: keys.join(',') } : {} },
        (query) => get('content/custom', CustomContentResponse, opts, { query }),
      ),
    /** POST content/contactrequest (multipart) -> the `success` flag */
    contactRequest: (request: ContactRequest, files: readonly Blob[] = [], opts: CallOptions = {}) =>
      callForSuccess(client, 'content.contactRequest', { schema: ContactRequest, value: request }, (value) => {
        const form = new FormData();
        form.append('request', JSON.stringify(value));
        for (const file of files) form.append('files', file, (file as File).name ?? 'upload');
        return post('content/contactrequest', form, SuccessResponse, opts);
      }),
    /** POST content/newcustomerrequest -> the `success` flag */
    newCustomerRequest: (request: NewCustomerRequest, opts: CallOptions = {}) =>
      callForSuccess(client, 'content.newCustomerRequest', { schema: NewCustomerRequest, value: request }, (body) =>
        post('content/newcustomerrequest', body, SuccessResponse, opts),
      ),
  };
}
export type ContentApi = ReturnType<typeof createContentApi>;
