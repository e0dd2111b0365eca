import type { Migration } from 'kysely';
import * as m0001 from './0001-tenancy-and-auth';
import * as m0002 from './0002-facts';
import * as m0003 from './0003-money-precision';
import * as m0004 from './0004-layouts-and-tooltips';
import * as m0005 from './0005-geofences';
import * as m0006 from './0006-campaign-notes';
import * as m0007 from './0007-share-links';
import * as m0008 from './0008-layout-history';
import * as m0009 from './0009-note-versions';
import * as m0010 from './0010-tactic-measures';
import * as m0011 from './0011-system-admin';
import * as m0012 from './0012-publisher-logo-seeds';
import * as m0013 from './0013-theme-versions';
import * as m0014 from './0014-mail-and-passwords';
import * as m0016 from './0016-access-groups';
import * as m0017 from './0017-view-as';
import * as m0018 from './0018-tenant-admin';
import * as m0019 from './0019-campaign-management';
import * as m0020 from './0020-share-order';
import * as m0021 from './0021-scheduled-reports';
import * as m0022 from './0022-connectors';
import * as m0023 from './0023-sandbox-grants';
import * as m0024 from './0024-health-checks';
import * as m0025 from './0025-alerts';
import * as m0026 from './0026-sales';
import * as m0027 from './0027-breakdown-rollups';

/** Versioned migrations, applied in name order. Add a file and one line here; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001-tenancy-and-auth': m0001,
  '0002-facts': m0002,
  '0003-money-precision': m0003,
  '0004-layouts-and-tooltips': m0004,
  '0005-geofences': m0005,
  '0006-campaign-notes': m0006,
  '0007-share-links': m0007,
  '0008-layout-history': m0008,
  '0009-note-versions': m0009,
  '0010-tactic-measures': m0010,
  '0011-system-admin': m0011,
  '0012-publisher-logo-seeds': m0012,
  '0013-theme-versions': m0013,
  '0014-mail-and-passwords': m0014,
  '0016-access-groups': m0016,
  '0017-view-as': m0017,
  '0018-tenant-admin': m0018,
  '0019-campaign-management': m0019,
  '0020-share-order': m0020,
  '0021-scheduled-reports': m0021,
  '0022-connectors': m0022,
  '0023-sandbox-grants': m0023,
  '0024-health-checks': m0024,
  '0025-alerts': m0025,
  '0026-sales': m0026,
  '0027-breakdown-rollups': m0027,
};
