/** drizzle-kit's bundle of the workspace's team desk's migrations (`migrations.js`, generated beside this file with the SQL it imports). */
import type { MigrationBundle } from '../../shared/journal-migrations';

declare const bundle: MigrationBundle;
export default bundle;
