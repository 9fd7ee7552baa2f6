// Seeds an empty database: catalogue first (CATALOG, ./catalog.ts), then commerce data (COMMERCE,
// ./commerce.ts: users, customers, gift shops and codes that refer to catalogue product ids).
import type { Db } from '../db/client.ts';
import { seedCatalog, type SeedCatalogOptions } from './catalog.ts';
import { seedCommerce } from './commerce.ts';

export async function seed(db: Db, opts: SeedCatalogOptions = {}): Promise<void> {
  await seedCatalog(db, opts);
  await seedCommerce(db, opts.today);
}
