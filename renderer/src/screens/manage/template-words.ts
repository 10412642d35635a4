/** Template facts in the words of someone who sets up waivers, not the service's field names. */
import type {
  ParticipantFieldDataType,
  ParticipantFieldType,
  WebhookValidation,
} from '../../../../shared/domain/waiver.ts';
import { templatesText } from './words.ts';

const FIELD_KINDS: Record<ParticipantFieldType, string> = templatesText.fieldKinds;

const ANSWER_TYPES: Record<ParticipantFieldDataType, string> = templatesText.answerTypes;

export const fieldKindWords = (kind: string): string => FIELD_KINDS[kind as ParticipantFieldType] ?? kind;
export const answerTypeWords = (type: string): string =>
  ANSWER_TYPES[type as ParticipantFieldDataType] ?? type;

const WHEN: Record<WebhookValidation, string> = templatesText.webhookWhen;

export const webhookWhenWords = (when: string): string => WHEN[when as WebhookValidation] ?? when;

export const webhookChoices = (): { value: WebhookValidation; label: string }[] => [
  { value: 'no', label: templatesText.webhookChoices.no },
  { value: 'yes', label: templatesText.webhookChoices.yes },
  { value: 'both', label: templatesText.webhookChoices.both },
];
