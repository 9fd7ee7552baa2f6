/** Event tracking (spec §3, §7): `POST /contextapi/{profileId}/v1/event/view` with the viewed item's type and id. */
import { enums, literal, object, type, type Infer } from 'superstruct';
import { Id } from './common.ts';

/** Path parameter: the tracking profile id (used in place of the context). */
export const EventProfileParams = object({ profileId: Id });
export type EventProfileParams = Infer<typeof EventProfileParams>;
/** Request: the viewed item (decision: type is `product`, `category` or `cmspage`). */
export const ViewEvent = object({ type: enums(['product', 'category', 'cmspage']), id: Id });
export type ViewEvent = Infer<typeof ViewEvent>;
/** Response (decision): `{ success: true }`; the client's result is `true`, or `false` on any failure (spec §8). */
export const ViewEventResponse = type({ success: literal(true) });
export type ViewEventResponse = Infer<typeof ViewEventResponse>;
