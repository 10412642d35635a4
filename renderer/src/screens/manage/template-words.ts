/** Template facts in the words of someone who sets up waivers, not the service's field names. */
import type {
  ParticipantFieldDataType,
  ParticipantFieldType,
  WebhookValidation,
} from '../../../../shared/domain/waiver.ts';

const FIELD_KINDS: Record<ParticipantFieldType, string> = {
  richtext: 'Text shown to the signer',
  textbox: 'Short answer',
  datebox: 'Date',
  file: 'File upload',
  optionlist: 'Drop-down list',
  checkboxes: 'Check boxes',
  radiobuttons: 'One choice of several',
  numerictextbox: 'Number',
};

const ANSWER_TYPES: Record<ParticipantFieldDataType, string> = {
  string: 'Text',
  date: 'Date',
  file: 'File',
  array: 'List of choices',
  enum: 'One of a set',
  none: 'No answer',
  number: 'Number',
};

export const fieldKindWords = (kind: string): string => FIELD_KINDS[kind as ParticipantFieldType] ?? kind;
export const answerTypeWords = (type: string): string =>
  ANSWER_TYPES[type as ParticipantFieldDataType] ?? type;

const WHEN: Record<WebhookValidation, string> = {
  yes: 'after the signer confirms their email address',
  no: 'as soon as the waiver is signed, before any email confirmation',
  both: 'as soon as the waiver is signed, and again after the email is confirmed',
};

export const webhookWhenWords = (when: string): string => WHEN[when as WebhookValidation] ?? when;

export const WEBHOOK_CHOICES: { value: WebhookValidation; label: string }[] = [
  { value: 'no', label: 'As soon as a waiver is signed' },
  { value: 'yes', label: 'After the signer confirms their email address' },
  { value: 'both', label: 'Both: when signed, and again after the email is confirmed' },
];
