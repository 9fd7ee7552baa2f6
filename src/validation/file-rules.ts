/**
 * The file rules of spec §5 (image, ext, mimes, size, dimensions), re-exported by rules.ts: pure
 * predicates without Lingui. A file is a File, a Blob or a file-like `{ name, type, size }`
 * (server uploads); a value may be one file, a File[] or a FileList. Empty passes.
 */
import { each, isCount, isEmpty, isFiniteNumber, isList } from './values.ts';

interface FileInfo {
  name: string;
  /** The MIME type in lower case without parameters ('' when unknown). */
  type: string;
  size: number;
}

/** A file's name, type and size, or null when the value is no file (needs a numeric size ≥ 0). */
function readFile(item: unknown): FileInfo | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { name, type, size } = item as { name?: unknown; type?: unknown; size?: unknown };
  if (typeof size !== 'number' || !(size >= 0)) return null;
  return {
    name: typeof name === 'string' ? name : '',
    type: typeof type === 'string' ? (type.split(';')[0] ?? '').trim().toLowerCase() : '',
    size,
  };
}

/** A FileList as an array (browsers), anything else as it is. */
function fromFileList(value: unknown): unknown {
  return typeof FileList !== 'undefined' && value instanceof FileList ? Array.from(value) : value;
}

function eachFile(value: unknown, test: (file: FileInfo) => boolean): boolean {
  try {
    return each(fromFileList(value), (item) => {
      const file = readFile(item);
      return file !== null && test(file);
    });
  } catch {
    return false;
  }
}

/** A non-empty list of non-blank strings (extensions, MIME types). */
function isNameList(list: unknown): list is readonly string[] {
  try {
    return isList(list) && list.length > 0 && list.every((x) => typeof x === 'string' && x.trim() !== '');
  } catch {
    return false;
  }
}

function isImageFile(file: FileInfo | null): boolean {
  return file !== null && /^image\/./.test(file.type);
}

/** image: a file whose MIME type is `image/*`. */
export function isImageValid(value: unknown): boolean {
  return eachFile(value, isImageFile);
}

/** ext: a file whose name ends in one of `extensions` (`'pdf'` or `'.pdf'`, case-insensitive). */
export function isExtValid(value: unknown, extensions: readonly string[]): boolean {
  if (!isNameList(extensions)) return false;
  const endings = extensions.map((e) => `.${e.trim().replace(/^\./, '').toLowerCase()}`);
  return eachFile(value, (f) => {
    const name = f.name.toLowerCase();
    return endings.some((ending) => name.length > ending.length && name.endsWith(ending));
  });
}

/**
 * mimes: a file whose MIME type is one of `types`; `*` is a wildcard within a part
 * (`image/*`, `application/vnd.*`). Case-insensitive.
 */
export function isMimesValid(value: unknown, types: readonly string[]): boolean {
  if (!isNameList(types)) return false;
  const patterns = types.map(
    (t) =>
      new RegExp(
        `^${t
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replaceAll('*', '[^/]+')}$`,
        'i',
      ),
  );
  return eachFile(value, (f) => patterns.some((p) => p.test(f.type)));
}

/** size: a file of at most `kb` kilobytes (× 1024 bytes). */
export function isSizeValid(value: unknown, kb: number): boolean {
  if (!isFiniteNumber(kb) || kb < 0) return false;
  return eachFile(value, (f) => f.size <= kb * 1024);
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image file's pixel size; null (or a rejection) when it cannot be read. */
export type ImageSizeReader = (file: unknown) => Promise<ImageSize | null | undefined> | ImageSize | null | undefined;

/**
 * The browser's image size reader: `createImageBitmap`, or an `<img>` on an object URL (SVG,
 * browsers without createImageBitmap). Null where neither exists (Node) or the file is no
 * readable image.
 */
export async function readImageSize(file: unknown): Promise<ImageSize | null> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) return null;
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // SVG and other formats createImageBitmap refuses: try an <img>
    }
  }
  if (typeof Image !== 'function' || typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return null;
  }
  const url = URL.createObjectURL(file);
  return new Promise<ImageSize | null>((resolve) => {
    const img = new Image();
    const done = (size: ImageSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  });
}

/** The image files of a dimensions value: [] when empty, null when an item is no image file. */
function imageFiles(value: unknown): unknown[] | null {
  try {
    const list = fromFileList(value);
    if (isEmpty(list)) return [];
    const items = Array.isArray(list) ? list.filter((item) => !isEmpty(item)) : [list];
    return items.every((item) => isImageFile(readFile(item))) ? items : null;
  } catch {
    return null;
  }
}

/**
 * The synchronous part of dimensions: empty, or image files (`image/*`) and valid sizes. The
 * pixel size itself can only be read asynchronously ({@link isDimensionsValid}), so this passes
 * an image of any size.
 */
export function isDimensionsCandidate(value: unknown, width: number, height: number): boolean {
  return isCount(width) && isCount(height) && imageFiles(value) !== null;
}

/**
 * dimensions: image files of exactly `width` × `height` pixels (async: the pixels must be read).
 * `read` reads a file's size (default: {@link readImageSize}, the browser's; in Node pass one).
 * An unreadable file fails; empty passes.
 */
export async function isDimensionsValid(
  value: unknown,
  width: number,
  height: number,
  read: ImageSizeReader = readImageSize,
): Promise<boolean> {
  if (!isCount(width) || !isCount(height)) return false;
  const files = imageFiles(value);
  if (files === null) return false;
  try {
    const sizes = await Promise.all(files.map(async (file) => read(file)));
    return sizes.every((s) => s != null && s.width === width && s.height === height);
  } catch {
    return false;
  }
}
