/**
 * The one configured dayjs: utc, timezone, isoWeek and localizedFormat plugins with the
 * Danish and British English locales. Import dayjs from here, never directly, so the
 * plugins are always present. Locales are applied per call (`d.locale('da')`); the global
 * dayjs locale is never changed.
 *
 * The setup runs inside {@link configure} whose result is the export: the package.json
 * `sideEffects` list lets the bundler drop bare top-level `dayjs.extend(...)` statements
 * of this module, which it cannot do to the initialiser of a used export.
 */
import base from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import da from 'dayjs/locale/da.js';
import enGb from 'dayjs/locale/en-gb.js';

function configure(): typeof base {
  base.extend(utc);
  base.extend(timezone);
  base.extend(isoWeek);
  base.extend(localizedFormat);
  // register without making them the global default (third argument)
  base.locale(da, undefined, true);
  base.locale(enGb, undefined, true);
  return base;
}

export const dayjs: typeof base = configure();
export type { Dayjs, ConfigType } from 'dayjs';
