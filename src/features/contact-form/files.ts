/**
 * Upload limits of `POST content/contactrequest`, checked before sending: CONTACT_UPLOAD_LIMITS and
 * CONTACT_UPLOAD_TYPES (src/api/schemas/content.ts), shared with the reference server, which checks the MIME type
 * the browser sends — so the check here is on `file.type` too (a file whose type the browser does not know is
 * refused, as the server would refuse it).
 */
import { CONTACT_UPLOAD_LIMITS, CONTACT_UPLOAD_TYPES } from '../../api/schemas/content.ts';

export const UPLOAD_LIMITS = CONTACT_UPLOAD_LIMITS;

export const UPLOAD_TYPES: readonly string[] = CONTACT_UPLOAD_TYPES;

/** The file input's `accept`: the MIME types plus their usual extensions (for file pickers that filter by name). */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_TYPES,
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.txt',
  '.csv',
  '.docx',
  '.xlsx',
].join(',');

export type FileProblem = 'tooLarge' | 'wrongType' | 'tooMany';

/** Why `file` cannot be attached next to `count` already attached files, or undefined. */
export function fileProblem(file: File, count: number): FileProblem | undefined {
  if (count >= UPLOAD_LIMITS.maxFiles) return 'tooMany';
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!UPLOAD_TYPES.includes(type)) return 'wrongType';
  if (file.size > UPLOAD_LIMITS.maxBytesPerFile) return 'tooLarge';
  return undefined;
}

/** "10 MB", "512 kB", "12 byte" in the culture's number format. */
export function formatBytes(bytes: number, culture: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  try {
    return new Intl.NumberFormat(culture, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return `${Math.round(value * 10) / 10} ${unit === 'megabyte' ? 'MB' : unit === 'kilobyte' ? 'kB' : 'B'}`;
  }
}

/** Same file chosen twice (name, size and modification time). */
export function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}
