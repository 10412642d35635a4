/**
 * The words of the status page: component trees and the stories notices tell.
 * Stories name the components they touch; history.ts and scenarios.ts resolve
 * those names to the generated ids.
 */
export interface ComponentSpec {
  name: string;
  description: string;
  children?: readonly ComponentSpec[];
}

export const PAGE_NAME = 'Waiver Cloud Status';

/** Every scenario has these. */
export const CORE_COMPONENTS: readonly ComponentSpec[] = [
  {
    name: 'Waiver API',
    description: 'The REST API used by the desk app and by integrations',
    children: [
      { name: 'Waiver lookup', description: 'Fetching signed waivers, their PDFs and photos' },
      { name: 'Search', description: 'Waiver search by name, date and tag' },
      { name: 'Check-ins', description: 'Recording and listing check-ins' },
      { name: 'Webhooks', description: 'Event delivery to your own endpoints' },
    ],
  },
  {
    name: 'Signing',
    description: 'Everywhere customers sign waivers',
    children: [
      { name: 'Signing kiosk', description: 'The kiosk app on front-desk tablets' },
      { name: 'Web waivers', description: 'Waivers signed from a link or a QR code' },
      { name: 'Group reservations', description: 'Pre-booked groups signing together' },
    ],
  },
  {
    name: 'Notifications',
    description: 'Messages sent to signers',
    children: [
      { name: 'SMS delivery', description: 'Waiver links sent by text message' },
      { name: 'Email delivery', description: 'Copies of signed waivers sent by email' },
    ],
  },
  {
    name: 'Console',
    description: 'The web console for staff',
    children: [
      { name: 'Dashboard', description: 'Daily overview of signings and check-ins' },
      { name: 'Reports', description: 'Exports and scheduled reports' },
      { name: 'PDF generation', description: 'Rendering signed waivers to PDF' },
    ],
  },
  { name: 'Login and accounts', description: 'Console sign-in and API key management' },
];

const INTEGRATIONS = [
  'Mailchimp',
  'Salesforce',
  'HubSpot',
  'Zapier',
  'Shopify',
  'Square POS',
  'Clover POS',
  'Lightspeed POS',
  'Mindbody',
  'Zen Planner',
  'Checkfront',
  'FareHarbor',
  'Peek',
  'Bookeo',
  'Xola',
  'Rezdy',
  'ROLLER',
  'Constant Contact',
  'Google Sheets',
  'Dropbox',
  'Box',
  'Slack',
  'Microsoft Teams',
  'QuickBooks',
  'Stripe',
  'Eventbrite',
  'Acuity Scheduling',
  'Calendly',
  'ActiveCampaign',
  'Klaviyo',
] as const;

const REGIONS = [
  'US East (N. Virginia)',
  'US East (Ohio)',
  'US West (Oregon)',
  'US West (N. California)',
  'Canada (Central)',
  'Canada (West)',
  'Mexico (Central)',
  'Brazil (São Paulo)',
  'EU (Ireland)',
  'EU (Frankfurt)',
  'EU (Paris)',
  'EU (Stockholm)',
  'EU (Milan)',
  'UK (London)',
  'Middle East (UAE)',
  'Africa (Cape Town)',
  'India (Mumbai)',
  'Asia Pacific (Singapore)',
  'Asia Pacific (Tokyo)',
  'Asia Pacific (Seoul)',
  'Australia (Sydney)',
  'New Zealand (Auckland)',
] as const;

/** The 'many-components' scenario adds a large parent and many top-level regions, so every listing pages. */
export const EXTRA_COMPONENTS: readonly ComponentSpec[] = [
  {
    name: 'Integrations',
    description: 'Connections to the tools our customers use',
    children: INTEGRATIONS.map((name) => ({
      name,
      description: `Sending signed waivers and contacts to ${name}`,
    })),
  },
  ...REGIONS.map((region) => ({
    name: `Hosting: ${region}`,
    description: `Waiver storage and signing served from ${region}`,
  })),
];

export interface IncidentStory {
  subject: string;
  components: readonly string[];
  tags: readonly string[];
  investigating: string;
  identified: string;
  recovering: string;
  resolved: string;
}

export const INCIDENT_STORIES: readonly IncidentStory[] = [
  {
    subject: 'Elevated error rates on the Waiver API',
    components: ['Waiver API', 'Waiver lookup', 'Search'],
    tags: ['api'],
    investigating: 'We are seeing elevated 5xx responses from the Waiver API and are investigating.',
    identified: 'A faulty database replica was serving stale connections; we have taken it out of rotation.',
    recovering: 'Error rates are back to normal levels; we are monitoring closely.',
    resolved: 'The Waiver API has been stable for an hour. This incident is resolved.',
  },
  {
    subject: 'Delayed SMS delivery to some carriers',
    components: ['SMS delivery'],
    tags: ['sms', 'notifications'],
    investigating: 'Some text messages with waiver links are arriving late. We are investigating.',
    identified: 'Our SMS provider reports congestion with two North American carriers.',
    recovering: 'The provider has cleared the queue and messages are flowing again.',
    resolved: 'All queued messages have been delivered.',
  },
  {
    subject: 'Signing kiosk cannot load templates',
    components: ['Signing', 'Signing kiosk'],
    tags: ['kiosk'],
    investigating: 'Kiosks are showing "template unavailable" after a restart. We are looking into it.',
    identified: 'An expired certificate on the template CDN is rejecting kiosk requests.',
    recovering: 'The certificate has been renewed; kiosks recover on their next refresh.',
    resolved: 'Kiosks are loading templates normally.',
  },
  {
    subject: 'Webhook deliveries delayed',
    components: ['Webhooks'],
    tags: ['api', 'webhooks'],
    investigating: 'Webhook events are being delivered with a delay of several minutes.',
    identified: 'A worker pool stopped after a deployment; we are restarting it.',
    recovering: 'Workers are running and the backlog is draining.',
    resolved: 'All delayed webhook events have been delivered.',
  },
  {
    subject: 'PDF generation timing out',
    components: ['Console', 'PDF generation'],
    tags: ['console', 'pdf'],
    investigating: 'Downloading signed waivers as PDF is timing out for some accounts.',
    identified: 'Large photo attachments exhaust the renderer memory; we are raising the limit.',
    recovering: 'PDFs render again; some may take longer than usual while caches warm up.',
    resolved: 'PDF generation is back to normal.',
  },
  {
    subject: 'Search returns incomplete results',
    components: ['Search'],
    tags: ['api', 'search'],
    investigating: 'Some recent waivers are missing from search results.',
    identified: 'The search index fell behind after a node failure; reindexing is in progress.',
    recovering: 'The index has caught up; results are complete for new signings.',
    resolved: 'Search results are complete again.',
  },
  {
    subject: 'Console login failures',
    components: ['Login and accounts', 'Dashboard'],
    tags: ['console', 'login'],
    investigating: 'Some staff cannot sign in to the console.',
    identified: 'A session store node is rejecting writes; we are failing over.',
    recovering: 'Sign-in works again; you may need to sign in once more.',
    resolved: 'Console sign-in is working normally.',
  },
  {
    subject: 'Slow waiver submission on web waivers',
    components: ['Signing', 'Web waivers'],
    tags: ['web'],
    investigating: 'Submitting a web waiver takes up to a minute for some signers.',
    identified: 'Image uploads are slowed by a storage throttling limit.',
    recovering: 'The throttle has been lifted; submissions are fast again.',
    resolved: 'Web waiver submission times are normal.',
  },
];

export interface MaintenanceStory {
  subject: string;
  components: readonly string[];
  tags: readonly string[];
  scheduled: string;
  underway: string;
  complete: string;
  cancelled: string;
}

export const MAINTENANCE_STORIES: readonly MaintenanceStory[] = [
  {
    subject: 'Database maintenance for the console',
    components: ['Console', 'Reports', 'PDF generation'],
    tags: ['maintenance', 'console'],
    scheduled: 'We will upgrade the console database. Reports and PDFs may be unavailable for short periods.',
    underway: 'The database upgrade has started.',
    complete: 'The database upgrade is complete.',
    cancelled: 'This maintenance has been cancelled and will be rescheduled.',
  },
  {
    subject: 'Search index rebuild',
    components: ['Search', 'Waiver lookup'],
    tags: ['maintenance', 'search'],
    scheduled: 'We will rebuild the search index. Search may return partial results during the window.',
    underway: 'The index rebuild is in progress.',
    complete: 'The search index has been rebuilt.',
    cancelled: 'The rebuild is no longer needed and has been cancelled.',
  },
  {
    subject: 'SMS provider migration',
    components: ['SMS delivery', 'Email delivery'],
    tags: ['maintenance', 'sms'],
    scheduled: 'We are moving text messages to a new provider. Messages may be delayed by a few minutes.',
    underway: 'The migration has started; messages are being routed through the new provider.',
    complete: 'The migration is complete.',
    cancelled: 'The migration has been postponed.',
  },
  {
    subject: 'Kiosk and web waiver platform upgrade',
    components: ['Web waivers', 'Group reservations', 'Signing kiosk'],
    tags: ['maintenance', 'signing'],
    scheduled: 'We will upgrade the signing platform. Signing stays available but may be slower.',
    underway: 'The upgrade is underway.',
    complete: 'The signing platform upgrade is complete.',
    cancelled: 'This upgrade has been cancelled.',
  },
  {
    subject: 'Network maintenance for the Waiver API',
    components: ['Check-ins', 'Webhooks'],
    tags: ['maintenance', 'api'],
    scheduled: 'Our network provider will replace core routers. Brief connection resets are possible.',
    underway: 'Router replacement has started.',
    complete: 'Network maintenance is complete.',
    cancelled: 'The provider has cancelled this maintenance.',
  },
];

export interface GeneralStory {
  subject: string;
  content: string;
  tags: readonly string[];
}

export const GENERAL_STORIES: readonly GeneralStory[] = [
  {
    subject: 'New subscription options for this status page',
    content: 'You can now subscribe to updates for single components by email or webhook.',
    tags: ['announcement'],
  },
  {
    subject: 'Updated SMS sender numbers in Canada',
    content: 'Text messages to Canadian numbers now come from a new short code.',
    tags: ['sms'],
  },
  {
    subject: 'TLS 1.0 and 1.1 support ends',
    content: 'Connections using TLS older than 1.2 will be refused from the end of the month.',
    tags: ['security', 'api'],
  },
  {
    subject: 'Signing kiosk 5.2 released',
    content: 'The new kiosk app loads templates faster and works offline for longer.',
    tags: ['kiosk', 'release'],
  },
];
