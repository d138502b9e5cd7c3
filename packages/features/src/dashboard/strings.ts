import { dashboardMessages } from '@license-console/domain';

/** Every text Seats at a glance shows: the domain's, all designed (the spec has no such section). */
const dashboardStrings = dashboardMessages;

export { dashboardStrings };
