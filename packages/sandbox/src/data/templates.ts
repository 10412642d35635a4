/**
 * The account's five waiver templates and how people sign them: which custom
 * questions each asks (every field type of 2.4 appears at both levels), who typically
 * signs (adults, families, parents for their children), what else is collected, and
 * how often signers come back.
 */
import type {
  CustomFieldDefinition,
  ParticipantFieldDataType,
  ParticipantFieldType,
  TemplateWebhook,
  WaiverFieldDataType,
  WaiverFieldType,
  WaiverTemplate,
} from '../../../../shared/domain/waiver.ts';
import { formatInstant, MS_PER_DAY, MS_PER_HOUR } from './iso.ts';

export type WaiverKind = 'adults' | 'family' | 'guardian-only';

/** How a signer answers a custom field. */
export type FieldAnswers =
  | { kind: 'none' }
  | {
      kind: 'choice';
      options: readonly (readonly [string, number])[];
      /** Answering `answer` raises a flag with `reason`. */
      flag?: { answer: string; reason: string };
    }
  | { kind: 'multi'; options: readonly string[]; max: number }
  /** `#` becomes a digit, `@` an uppercase letter. */
  | { kind: 'pattern'; pattern: string; blank: number }
  | { kind: 'text'; samples: readonly (readonly [string, number])[] }
  /** A date between `fromDays` and `toDays` days after the signing date. */
  | { kind: 'date'; fromDays: number; toDays: number }
  | { kind: 'number'; adult: readonly [number, number]; minor: readonly [number, number] };

export type FieldSpec<TField extends string = ParticipantFieldType> = {
  guid: string;
  fieldType: TField;
  label: string;
  answers: FieldAnswers;
};

export interface TemplatePlan {
  /** 13 characters, as every SDK sample's template ids; also the path token of its links. */
  templateId: string;
  /**
   * The integer a check-in's `templateId` carries (2.2 types it as an integer, while
   * templates themselves have string ids): the service's own number for the template.
   */
  checkinNumber: number;
  title: string;
  publishedVersion: number;
  /** Days before the history starts that the current version was published; null when never published. */
  publishedDaysBeforeHistory: number | null;
  vanitySlugs: readonly string[];
  webhook: TemplateWebhook | null;
  waiverFields: readonly FieldSpec<WaiverFieldType>[];
  participantFields: readonly FieldSpec[];
  /** Share of the account's signings; 0 for a template nobody can sign yet. */
  signingWeight: number;
  kinds: readonly (readonly [WaiverKind, number])[];
  /** The template asks "I am 18 or older" instead of a date of birth. */
  ageVerification: boolean;
  kioskRate: number;
  /** Probabilities that the waiver collects each block of standard questions. */
  asks: { address: number; emergencyContact: number; insurance: number; driversLicense: number };
  /** Probability of a participant photo, and whether an ID photo is taken. */
  photos: { participant: number; id: number };
  /** Share of waivers whose signers check in again on later days, and at most how often. */
  returnVisits: { rate: number; max: number };
}

const FIELD_DATA_TYPE: Record<ParticipantFieldType, ParticipantFieldDataType> = {
  richtext: 'none',
  textbox: 'string',
  datebox: 'date',
  file: 'file',
  optionlist: 'enum',
  checkboxes: 'array',
  radiobuttons: 'enum',
  numerictextbox: 'number',
};

const YES_NO_HEALTH: readonly (readonly [string, number])[] = [
  ['No', 94],
  ['Yes', 6],
];

export const TEMPLATE_PLANS: readonly TemplatePlan[] = [
  {
    templateId: '5f3c2a1b9d8e7',
    checkinNumber: 2417005,
    title: 'Jump Zone Trampoline Park Release of Liability',
    publishedVersion: 12,
    publishedDaysBeforeHistory: 41,
    vanitySlugs: ['jumpzone', 'jumpzone-kids'],
    webhook: null,
    waiverFields: [
      { guid: 'a1f04c9e2b', fieldType: 'richtext', label: 'Park rules', answers: { kind: 'none' } },
      {
        guid: 'a1f04c9e2c',
        fieldType: 'optionlist',
        label: 'How did you hear about us?',
        answers: {
          kind: 'choice',
          options: [
            ['Google', 35],
            ['Friend or family', 30],
            ['Instagram', 12],
            ['Facebook', 10],
            ['Drove by', 8],
            ['School flyer', 5],
          ],
        },
      },
      {
        guid: 'a1f04c9e2d',
        fieldType: 'checkboxes',
        label: 'Which areas will you visit today?',
        answers: {
          kind: 'multi',
          options: ['Main court', 'Foam pit', 'Dodgeball', 'Ninja course', 'Toddler zone', 'Climbing wall'],
          max: 4,
        },
      },
    ],
    participantFields: [
      {
        guid: 'a1f04c9e31',
        fieldType: 'radiobuttons',
        label: 'Do you have a heart condition?',
        answers: { kind: 'choice', options: YES_NO_HEALTH, flag: { answer: 'Yes', reason: 'Answered yes' } },
      },
      {
        guid: 'a1f04c9e32',
        fieldType: 'optionlist',
        label: 'Grip sock size',
        answers: {
          kind: 'choice',
          options: [
            ['Youth S', 10],
            ['Youth M', 15],
            ['Youth L', 15],
            ['Adult S', 15],
            ['Adult M', 25],
            ['Adult L', 15],
            ['Adult XL', 5],
          ],
        },
      },
      {
        guid: 'a1f04c9e33',
        fieldType: 'numerictextbox',
        label: 'Weight (lbs)',
        answers: { kind: 'number', adult: [105, 280], minor: [30, 170] },
      },
    ],
    signingWeight: 40,
    kinds: [
      ['adults', 25],
      ['family', 40],
      ['guardian-only', 35],
    ],
    ageVerification: false,
    kioskRate: 0.45,
    asks: { address: 0.5, emergencyContact: 0.6, insurance: 0, driversLicense: 0 },
    photos: { participant: 0.35, id: 0 },
    returnVisits: { rate: 0.22, max: 3 },
  },
  {
    templateId: '8b21e7d04c6fa',
    checkinNumber: 2417012,
    title: 'Summit Climbing Gym Waiver and Membership Agreement',
    publishedVersion: 5,
    publishedDaysBeforeHistory: 210,
    vanitySlugs: ['summit-climb'],
    webhook: { endpoint: 'https://hooks.summitclimbing.example/waivers/new', emailValidationRequired: 'no' },
    waiverFields: [
      {
        guid: 'b7c2d0e913',
        fieldType: 'textbox',
        label: 'Membership number (if you have one)',
        answers: { kind: 'pattern', pattern: 'SCG-#####', blank: 0.55 },
      },
      {
        guid: 'b7c2d0e914',
        fieldType: 'radiobuttons',
        label: 'Have you climbed indoors before?',
        answers: {
          kind: 'choice',
          options: [
            ['Yes', 70],
            ['No', 30],
          ],
        },
      },
    ],
    participantFields: [
      {
        guid: 'b7c2d0e921',
        fieldType: 'checkboxes',
        label: 'Certifications held',
        answers: {
          kind: 'multi',
          options: ['Top-rope belay', 'Lead belay', 'Auto-belay orientation', 'Bouldering only'],
          max: 2,
        },
      },
      {
        guid: 'b7c2d0e922',
        fieldType: 'datebox',
        label: 'Date of last belay test',
        answers: { kind: 'date', fromDays: -700, toDays: 0 },
      },
      {
        guid: 'b7c2d0e923',
        fieldType: 'radiobuttons',
        label: 'Any recent injury to shoulders, fingers or back?',
        answers: {
          kind: 'choice',
          options: [
            ['No', 90],
            ['Yes', 10],
          ],
          flag: { answer: 'Yes', reason: 'Answered yes' },
        },
      },
    ],
    signingWeight: 25,
    kinds: [
      ['adults', 60],
      ['family', 25],
      ['guardian-only', 15],
    ],
    ageVerification: false,
    kioskRate: 0.25,
    asks: { address: 0.9, emergencyContact: 1, insurance: 0.6, driversLicense: 0 },
    photos: { participant: 0.6, id: 0 },
    returnVisits: { rate: 0.5, max: 8 },
  },
  {
    templateId: 'c40d9a7e15b23',
    checkinNumber: 2417019,
    title: 'Riverside Kayak & Bike Rental Agreement',
    publishedVersion: 3,
    publishedDaysBeforeHistory: 95,
    vanitySlugs: ['riverside-rentals', 'rent'],
    webhook: null,
    waiverFields: [
      {
        guid: 'c9e18a4f5d',
        fieldType: 'file',
        label: 'Photo of your ID',
        answers: { kind: 'pattern', pattern: 'IMG_####.jpg', blank: 0.1 },
      },
      {
        guid: 'c9e18a4f5e',
        fieldType: 'radiobuttons',
        label: 'Can you swim?',
        answers: {
          kind: 'choice',
          options: [
            ['Yes', 93],
            ['No', 7],
          ],
          flag: { answer: 'No', reason: 'Answered no' },
        },
      },
      {
        guid: 'c9e18a4f5f',
        fieldType: 'textbox',
        label: 'Vehicle licence plate (for parking)',
        answers: { kind: 'pattern', pattern: '@@@-####', blank: 0.3 },
      },
    ],
    participantFields: [
      {
        guid: 'c9e18a4f61',
        fieldType: 'numerictextbox',
        label: 'Height (cm)',
        answers: { kind: 'number', adult: [150, 201], minor: [100, 185] },
      },
      {
        guid: 'c9e18a4f62',
        fieldType: 'optionlist',
        label: 'Equipment',
        answers: {
          kind: 'choice',
          options: [
            ['Single kayak', 30],
            ['Tandem kayak', 15],
            ['Stand-up paddleboard', 20],
            ['Hybrid bike', 25],
            ['E-bike', 10],
          ],
        },
      },
    ],
    signingWeight: 15,
    kinds: [['adults', 1]],
    ageVerification: true,
    kioskRate: 0.3,
    asks: { address: 1, emergencyContact: 1, insurance: 0.3, driversLicense: 0.85 },
    photos: { participant: 0.2, id: 0.9 },
    returnVisits: { rate: 0.06, max: 2 },
  },
  {
    templateId: 'e62f0b3d9a4c1',
    checkinNumber: 2417026,
    title: 'Canyon Trails Guided Tour Release',
    publishedVersion: 2,
    publishedDaysBeforeHistory: 160,
    vanitySlugs: [],
    webhook: { endpoint: 'https://tours.canyontrails.example/hooks/waiver', emailValidationRequired: 'both' },
    waiverFields: [
      {
        guid: 'd3b57f0a81',
        fieldType: 'datebox',
        label: 'Tour date',
        answers: { kind: 'date', fromDays: 0, toDays: 14 },
      },
      {
        guid: 'd3b57f0a82',
        fieldType: 'richtext',
        label: 'Tour itinerary and risks',
        answers: { kind: 'none' },
      },
      {
        guid: 'd3b57f0a83',
        fieldType: 'checkboxes',
        label: 'Dietary requirements for the packed lunch',
        answers: {
          kind: 'multi',
          options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Nut allergy', 'Halal', 'Kosher'],
          max: 2,
        },
      },
    ],
    participantFields: [
      {
        guid: 'd3b57f0a91',
        fieldType: 'textbox',
        label: 'Medications we should know about',
        answers: {
          kind: 'text',
          samples: [
            ['None', 70],
            ['Inhaler (asthma)', 8],
            ['EpiPen for bee stings', 6],
            ['Insulin', 4],
            ['Blood thinners', 3],
            ['Ibuprofen as needed', 6],
            ['Lévothyroxine', 3],
          ],
        },
      },
      {
        guid: 'd3b57f0a92',
        fieldType: 'file',
        label: 'Medical clearance form (over 70 only)',
        answers: { kind: 'pattern', pattern: 'medical-clearance-####.pdf', blank: 0.9 },
      },
      {
        guid: 'd3b57f0a93',
        fieldType: 'richtext',
        label: 'Fitness requirements',
        answers: { kind: 'none' },
      },
      {
        guid: 'd3b57f0a94',
        fieldType: 'radiobuttons',
        label: 'Do you have a heart condition?',
        answers: { kind: 'choice', options: YES_NO_HEALTH, flag: { answer: 'Yes', reason: 'Answered yes' } },
      },
    ],
    signingWeight: 20,
    kinds: [
      ['adults', 65],
      ['family', 35],
    ],
    ageVerification: false,
    kioskRate: 0.1,
    asks: { address: 0.8, emergencyContact: 1, insurance: 0.5, driversLicense: 0 },
    photos: { participant: 0.1, id: 0 },
    returnVisits: { rate: 0.04, max: 1 },
  },
  {
    templateId: 'f18a6c2e07d95',
    checkinNumber: 2417033,
    title: 'Birthday Party Group Waiver',
    publishedVersion: 0,
    publishedDaysBeforeHistory: null,
    vanitySlugs: [],
    webhook: null,
    waiverFields: [
      {
        guid: 'e5a90c7b11',
        fieldType: 'textbox',
        label: "Birthday child's name",
        answers: { kind: 'text', samples: [['See participants', 1]] },
      },
      {
        guid: 'e5a90c7b12',
        fieldType: 'datebox',
        label: 'Party date',
        answers: { kind: 'date', fromDays: 0, toDays: 30 },
      },
      {
        guid: 'e5a90c7b13',
        fieldType: 'optionlist',
        label: 'Party package',
        answers: {
          kind: 'choice',
          options: [
            ['Basic (1 hour)', 40],
            ['Deluxe (2 hours, pizza)', 45],
            ['Ultimate (private court)', 15],
          ],
        },
      },
    ],
    participantFields: [
      {
        guid: 'e5a90c7b21',
        fieldType: 'textbox',
        label: 'Allergies',
        answers: {
          kind: 'text',
          samples: [
            ['None', 80],
            ['Peanuts', 8],
            ['Dairy', 6],
            ['Gluten', 6],
          ],
        },
      },
      {
        guid: 'e5a90c7b22',
        fieldType: 'radiobuttons',
        label: 'May we serve cake?',
        answers: {
          kind: 'choice',
          options: [
            ['Yes', 90],
            ['No', 10],
          ],
        },
      },
    ],
    signingWeight: 0,
    kinds: [
      ['guardian-only', 70],
      ['family', 30],
    ],
    ageVerification: false,
    kioskRate: 0.5,
    asks: { address: 0.2, emergencyContact: 1, insurance: 0, driversLicense: 0 },
    photos: { participant: 0, id: 0 },
    returnVisits: { rate: 0, max: 0 },
  },
];

const SERVICE_ORIGIN = 'https://waiver.waiverservice.example';

export class UnknownTemplateError extends Error {
  readonly code = 'unknown_template';
  constructor(templateId: string) {
    super(`No template with id ${templateId}`);
    this.name = 'UnknownTemplateError';
  }
}

export function findTemplatePlan(templateId: string): TemplatePlan | undefined {
  return TEMPLATE_PLANS.find((candidate) => candidate.templateId === templateId);
}

export function templatePlanFor(templateId: string): TemplatePlan {
  const plan = findTemplatePlan(templateId);
  if (!plan) throw new UnknownTemplateError(templateId);
  return plan;
}

function definitionOf<TField extends ParticipantFieldType, TData extends ParticipantFieldDataType>(
  spec: FieldSpec<TField>,
): CustomFieldDefinition<TField, TData> {
  return {
    guid: spec.guid,
    fieldType: spec.fieldType,
    type: FIELD_DATA_TYPE[spec.fieldType] as TData,
    label: spec.label,
  };
}

/** The templates as the service lists them with `customFields=true`. */
export function buildTemplates(historyStartMs: number): WaiverTemplate[] {
  return TEMPLATE_PLANS.map((plan, index) => {
    const publishedOn =
      plan.publishedDaysBeforeHistory === null
        ? ''
        : formatInstant(
            historyStartMs -
              plan.publishedDaysBeforeHistory * MS_PER_DAY +
              (9 + index * 2) * MS_PER_HOUR +
              1_234_000,
          );
    return {
      templateId: plan.templateId,
      title: plan.title,
      publishedVersion: plan.publishedVersion,
      publishedOn,
      webUrl: `${SERVICE_ORIGIN}/w/${plan.templateId}/web/`,
      kioskUrl: `${SERVICE_ORIGIN}/w/${plan.templateId}/kiosk/`,
      vanityUrls: plan.vanitySlugs.map((slug) => `${SERVICE_ORIGIN}/v/${slug}/`),
      webhook: plan.webhook ? { ...plan.webhook } : null,
      customFields: plan.waiverFields.map((spec) => definitionOf<WaiverFieldType, WaiverFieldDataType>(spec)),
      customParticipantFields: plan.participantFields.map((spec) => definitionOf(spec)),
    };
  });
}
