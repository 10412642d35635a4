/**
 * Turns the canonical records the sandbox holds into what goes on the wire in the
 * chosen shape. The dataset is never changed: `strict` hands records out as they
 * are, the other shapes build shallow copies of the few records one answer holds.
 */
import type {
  CheckIn,
  Flag,
  SignedWaiver,
  WaiverPhotos,
  WaiverSummary,
  WaiverTemplate,
  WebhookConfig,
  WebhookQueueCounts,
} from '../../../../shared/domain/waiver.ts';
import { formatZonedIso } from '../server/dates.ts';
import type { WireShape } from './shapes.ts';

/** Webhook queue counts name each template queue this way on the real service. */
const TEMPLATE_QUEUE_PREFIX = 'template-';

export interface WireBody {
  contentType: string;
  body: string;
}

function summaryOf(waiver: SignedWaiver): WaiverSummary {
  return {
    waiverId: waiver.waiverId,
    templateId: waiver.templateId,
    title: waiver.title,
    createdOn: waiver.createdOn,
    expirationDate: waiver.expirationDate,
    expired: waiver.expired,
    verified: waiver.verified,
    kiosk: waiver.kiosk,
    firstName: waiver.firstName,
    middleName: waiver.middleName,
    lastName: waiver.lastName,
    dob: waiver.dob,
    isMinor: waiver.isMinor,
    autoTag: waiver.autoTag,
    tags: waiver.tags,
    flags: waiver.flags,
  };
}

/** A list of one flag written as that bare flag, as one real search result shows. */
function looseFlags(flags: Flag[]): Flag | Flag[] {
  return flags.length === 1 ? (flags[0] as Flag) : flags;
}

function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export class WireFormat {
  readonly shape: WireShape;
  readonly #timeZone: string;

  constructor(options: { shape: WireShape; timeZone: string }) {
    this.shape = options.shape;
    this.#timeZone = options.timeZone;
  }

  /**
   * A stored instant ('YYYY-MM-DDTHH:MM:SS+00:00', or '' when unset): as stored in
   * `strict`, zone-less UTC `YYYY-MM-DD HH:MM:SS` in `real`; in `loose` both forms
   * the notes allow, mixed in one answer: ISO 8601 with the business's offset on
   * odd seconds, zone-less UTC on even ones.
   */
  instant(stored: string): string {
    if (stored === '' || this.shape === 'strict') return stored;
    const epochMs = Date.parse(stored);
    if (Number.isNaN(epochMs)) return stored;
    if (this.shape === 'loose' && Math.floor(epochMs / 1_000) % 2 !== 0) {
      return formatZonedIso(epochMs, this.#timeZone);
    }
    const utc = new Date(epochMs).toISOString();
    return `${utc.slice(0, 10)} ${utc.slice(11, 19)}`;
  }

  checkin(checkin: CheckIn): unknown {
    if (this.shape === 'strict') return checkin;
    const written = {
      ...checkin,
      date: this.instant(checkin.date),
      dateSigned: this.instant(checkin.dateSigned),
    };
    if (this.shape !== 'loose') return written;
    // Loose: without its id (identified by waiver, position and time, as the notes say), a number for isMinor.
    const { checkinId: _left, ...withoutId } = written;
    return { ...withoutId, isMinor: checkin.isMinor ? 1 : 0 };
  }

  /** A template as listed; the caller has already left out what was not asked for. */
  template(template: WaiverTemplate): unknown {
    if (this.shape === 'strict') return template;
    return { ...template, publishedOn: this.instant(template.publishedOn), webhook: template.webhook ?? {} };
  }

  /** A whole signed waiver (search results, a single waiver). */
  waiver(waiver: SignedWaiver): unknown {
    if (this.shape === 'strict') return waiver;
    const dated = {
      ...waiver,
      createdOn: this.instant(waiver.createdOn),
      expirationDate: this.instant(waiver.expirationDate),
    };
    if (this.shape === 'real') return dated;
    const { autoTag, guardian, participants, ...rest } = dated;
    return {
      ...rest,
      ...this.#looseSummaryFields(waiver),
      marketingAllowed: String(waiver.marketingAllowed),
      participants: participants.map((participant) => ({
        ...participant,
        isMinor: String(participant.isMinor),
        minorExpired: String(participant.minorExpired),
      })),
      guardian: guardian && {
        firstName: guardian.firstName,
        middleName: guardian.middleName,
        lastName: guardian.lastName,
        phone: guardian.phone,
      },
      typedSignatures: {
        participants: participants.map(personName),
        guardian: guardian ? [personName(guardian)] : [],
      },
    };
  }

  /** An element of `GET /v4/waivers`. */
  summary(waiver: SignedWaiver): unknown {
    const summary = summaryOf(waiver);
    if (this.shape === 'strict') return summary;
    const dated = {
      ...summary,
      createdOn: this.instant(summary.createdOn),
      expirationDate: this.instant(summary.expirationDate),
    };
    if (this.shape === 'real') return dated;
    const { autoTag: _, ...rest } = dated;
    return { ...rest, ...this.#looseSummaryFields(waiver) };
  }

  /** What photos and signatures say about their waiver. */
  waiverHeader(waiver: SignedWaiver): Pick<SignedWaiver, 'waiverId' | 'templateId' | 'title' | 'createdOn'> {
    return {
      waiverId: waiver.waiverId,
      templateId: waiver.templateId,
      title: waiver.title,
      createdOn: this.instant(waiver.createdOn),
    };
  }

  photos(photos: WaiverPhotos['photos']): WaiverPhotos['photos'] {
    if (this.shape === 'strict') return photos;
    return photos.map((photo) => ({ ...photo, date: this.instant(photo.date) }));
  }

  /** The account webhook: an unset one is `null` in `strict`, `{}` as the service sends it otherwise. */
  accountWebhook(config: WebhookConfig | null): unknown {
    if (this.shape === 'strict') return config;
    return config ?? {};
  }

  /** One `template-<id>` member per template queue outside `strict`, as the service sends them. */
  queueCounts(counts: WebhookQueueCounts): unknown {
    if (this.shape === 'strict') return counts;
    const wire: Record<string, WebhookQueueCounts['account']> = { account: counts.account };
    for (const { templateId, ...queue } of counts.templates) {
      wire[`${TEMPLATE_QUEUE_PREFIX}${templateId}`] = queue;
    }
    return wire;
  }

  /** `/version`: plain text, or the JSON some deployments answer in `loose`. */
  version(version: string): WireBody {
    if (this.shape === 'loose') {
      return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ version }) };
    }
    return { contentType: 'text/plain; charset=utf-8', body: version };
  }

  /** What `loose` writes differently in both a summary and a whole waiver. */
  #looseSummaryFields(waiver: SignedWaiver): Record<string, unknown> {
    return {
      expired: String(waiver.expired),
      verified: String(waiver.verified),
      kiosk: String(waiver.kiosk),
      isMinor: String(waiver.isMinor),
      // An empty auto tag is left out altogether.
      ...(waiver.autoTag === '' ? {} : { autoTag: waiver.autoTag }),
      flags: looseFlags(waiver.flags),
      prefillId: '',
    };
  }
}
