/** 4.10 List templates, 4.11 (notes) retrieve one, 4.12 prefill. */
import { z } from 'zod';
import { WAIVER_LIMITS, type WaiverTemplate } from '../../../../shared/domain/waiver.ts';
import { NotFoundError } from '../server/errors.ts';
import { parseBody } from '../server/validate.ts';
import { type ApiRoute, envelope } from './route.ts';
import { flag, integerBetween, isoDateText, stringMap, text } from './schemas.ts';

/** A template as listed: custom field definitions only when asked for. */
function templateView(template: WaiverTemplate, withCustomFields: boolean): WaiverTemplate {
  const { customFields, customParticipantFields, ...fields } = template;
  return withCustomFields ? { ...fields, customFields, customParticipantFields } : fields;
}

function isPublished(template: WaiverTemplate): boolean {
  return template.publishedOn !== '';
}

const prefillPerson = {
  firstName: text().optional(),
  middleName: text().optional(),
  lastName: text().optional(),
  phone: text().optional(),
  gender: text().optional(),
  dob: isoDateText().optional(),
  customFields: stringMap().optional(),
};

const STANDARD_QUESTIONS = [
  'addressLineOne',
  'addressLineTwo',
  'addressCountry',
  'addressCity',
  'addressState',
  'addressZip',
  'email',
  'emergencyContactName',
  'emergencyContactFirstName',
  'emergencyContactLastName',
  'emergencyContactRelation',
  'emergencyContactPhone',
  'insuranceCarrier',
  'insurancePolicyNumber',
  'driversLicenseState',
  'driversLicenseNumber',
] as const;

const prefillBody = z
  .strictObject({
    expiration: integerBetween(WAIVER_LIMITS.prefillExpirationMin, WAIVER_LIMITS.prefillExpirationMax),
    lockdownPrefill: flag().optional(),
    kiosk: flag().optional(),
    adult: flag().optional(),
    anyoneElseHidden: flag().optional(),
    participants: z.array(z.strictObject(prefillPerson), { error: 'must be an array' }).optional(),
    guardian: z
      .strictObject(
        { ...prefillPerson, participant: flag().optional(), relationship: text().optional() },
        { error: 'must be an object' },
      )
      .optional(),
    ...Object.fromEntries(STANDARD_QUESTIONS.map((name) => [name, text().optional()])),
    customWaiverFields: stringMap().optional(),
    external_id: text()
      .max(WAIVER_LIMITS.externalIdMaxLength, {
        error: `must be at most ${WAIVER_LIMITS.externalIdMaxLength} characters`,
      })
      .regex(/^\w*$/, { error: 'must contain only letters, digits and underscores' })
      .optional(),
  })
  .superRefine((body, context) => {
    const dobGiven =
      body.guardian?.dob !== undefined || (body.participants ?? []).some((p) => p.dob !== undefined);
    if (body.lockdownPrefill === true && dobGiven) {
      context.addIssue({
        code: 'custom',
        path: ['lockdownPrefill'],
        message: 'cannot be used with a date of birth',
      });
    }
  });

function requireTemplate(templateId: string, template: WaiverTemplate | undefined): WaiverTemplate {
  if (!template) throw new NotFoundError(`Template ${templateId} not found`);
  return template;
}

export const templateRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/templates',
    query: ['customFields', 'published'],
    handle({ query, account }) {
      const withCustomFields = query.bool('customFields') ?? false;
      const publishedOnly = query.bool('published') ?? false;
      const templates = account.dataset.templates
        .filter((template) => !publishedOnly || isPublished(template))
        .map((template) => account.wire.template(templateView(template, withCustomFields)));
      return envelope('templates', templates);
    },
  },
  {
    method: 'GET',
    path: '/v4/templates/:templateId',
    query: ['customFields'],
    handle({ params, query, account }) {
      const templateId = params.templateId as string;
      const template = requireTemplate(templateId, account.template(templateId));
      return envelope(
        'template',
        account.wire.template(templateView(template, query.bool('customFields') ?? false)),
      );
    },
  },
  {
    method: 'POST',
    path: '/v4/templates/:templateId/prefill',
    body: true,
    handle({ params, body, now, account }) {
      const templateId = params.templateId as string;
      requireTemplate(templateId, account.template(templateId));
      const request = parseBody(prefillBody, body);
      const uuid = account.links.create('prefill', templateId, now + request.expiration * 1000, {
        participants: request.participants ?? [],
        guardian: request.guardian ?? null,
        customWaiverFields: request.customWaiverFields ?? {},
      });
      return envelope('prefill', {
        uuid,
        expiration: request.expiration,
        url: `${account.baseUrl}/sign/prefill/${uuid}`,
      });
    },
  },
];
