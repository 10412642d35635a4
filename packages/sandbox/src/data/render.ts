/**
 * The binary parts of a waiver, rendered on request instead of stored: the signed
 * PDF, the photos taken at signing and the signatures. Each is drawn from a stream
 * seeded by the waiver id, so the same waiver always yields the same bytes.
 */
import type { SignedWaiver, WaiverPhotos, WaiverSignatures } from '../../../../shared/domain/waiver.ts';
import { type PdfLine, writePdf } from './pdf.ts';
import { encodePng, Raster, type Rgb } from './png.ts';
import { createRandom, hashString, mixSeed, type Random } from './random.ts';
import { findTemplatePlan } from './templates.ts';

const WHITE: Rgb = [255, 255, 255];
const INK: readonly Rgb[] = [
  [20, 30, 90],
  [15, 15, 20],
  [40, 60, 140],
];
const SKIN: readonly Rgb[] = [
  [255, 219, 172],
  [241, 194, 125],
  [224, 172, 105],
  [198, 134, 66],
  [141, 85, 36],
  [92, 58, 33],
];
const BACKDROPS: readonly Rgb[] = [
  [200, 215, 235],
  [225, 225, 225],
  [210, 235, 215],
  [240, 225, 205],
];

/** Independent streams per kind of image, all keyed by the waiver. */
function streamFor(waiver: SignedWaiver, purpose: number, index: number): Random {
  return createRandom(mixSeed(hashString(waiver.waiverId), purpose, index));
}

function fullName(person: { firstName: string; middleName: string; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

/** 'D:YYYYMMDDHHmmSS+00'00'' for the PDF's Info dictionary, '' if the date does not parse. */
function pdfDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const digits = new Date(ms).toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `D:${digits}+00'00'`;
}

export function renderWaiverPdf(waiver: SignedWaiver): Buffer {
  const lines: PdfLine[] = [];
  let top = 72;
  const add = (text: string, size: number, bold = false, gap = size + 6): void => {
    lines.push({ text, size, top, bold });
    top += gap;
  };
  add(waiver.title, 18, true, 30);
  add(`Waiver ID: ${waiver.waiverId}`, 10);
  add(`Template: ${waiver.templateId}`, 10);
  add(`Signed: ${waiver.createdOn}${waiver.kiosk ? ' (kiosk)' : ''}`, 10, false, 24);
  const rules = [top - 14];
  add('Participants', 13, true);
  waiver.participants.forEach((participant, index) => {
    const age = participant.isMinor ? 'minor' : 'adult';
    add(`${index + 1}. ${fullName(participant)}   born ${participant.dob}, ${age}`, 11);
  });
  if (waiver.guardian) {
    top += 6;
    add(`Signed by ${fullName(waiver.guardian)} (${waiver.guardian.relationship || 'guardian'})`, 11);
  }
  for (const flag of waiver.flags) add(`Flag: ${flag.displayText} (${flag.reason})`, 10);
  top += 18;
  rules.push(top - 12);
  add('I have read this agreement, understand it, and sign it voluntarily.', 10);
  add(`Electronically signed ${waiver.createdOn}`, 10);
  return writePdf({ title: waiver.title, creationDate: pdfDate(waiver.createdOn), lines, rules });
}

function portrait(rng: Random): Raster {
  const raster = new Raster(64, 80, rng.pick(BACKDROPS));
  const skin = rng.pick(SKIN);
  const shirt: Rgb = [rng.int(30, 220), rng.int(30, 220), rng.int(30, 220)];
  raster.fillCircle(32, 84, 26, shirt);
  raster.fillRect(27, 48, 10, 10, skin);
  raster.fillCircle(32, 34, 15 + rng.int(0, 3), skin);
  raster.fillCircle(26, 32, 1.5, INK[1]!);
  raster.fillCircle(38, 32, 1.5, INK[1]!);
  raster.line(27, 41, 37, 41, 1.5, [150, 60, 60]);
  return raster;
}

function idCard(rng: Random): Raster {
  const raster = new Raster(120, 76, [236, 240, 244]);
  const band: Rgb = [rng.int(20, 80), rng.int(60, 120), rng.int(120, 200)];
  raster.fillRect(0, 0, 120, 14, band);
  raster.fillRect(8, 22, 34, 44, [200, 210, 220]);
  raster.fillCircle(25, 38, 9, rng.pick(SKIN));
  raster.fillRect(14, 52, 22, 14, band);
  for (let row = 0; row < 4; row++) {
    raster.fillRect(50, 24 + row * 11, rng.int(30, 62), 4, [150, 155, 165]);
  }
  return raster;
}

export function renderWaiverPhotos(waiver: SignedWaiver): WaiverPhotos['photos'] {
  const takesIdPhoto = (findTemplatePlan(waiver.templateId)?.photos.id ?? 0) > 0;
  const photos: WaiverPhotos['photos'] = [];
  for (let index = 0; index < waiver.photos; index++) {
    const rng = streamFor(waiver, 1, index);
    const isId = takesIdPhoto && index === 0;
    const subject = waiver.participants[index % Math.max(1, waiver.participants.length)];
    photos.push({
      type: isId ? 'id' : 'participant',
      date: waiver.createdOn,
      tag: isId ? 'Photo ID' : subject ? `${subject.firstName} ${subject.lastName}` : 'Participant',
      fileType: 'png',
      photoId: rng.base62(22),
      photo: encodePng(isId ? idCard(rng) : portrait(rng)).toString('base64'),
    });
  }
  return photos;
}

/**
 * A handwriting-like stroke: a trochoid (a looping curve) with one loop per letter,
 * each loop of its own height, then an underline.
 */
function signature(rng: Random, name: string): string {
  const raster = new Raster(200, 60, WHITE);
  const ink = rng.pick(INK);
  const letters = Math.min(14, Math.max(3, name.length));
  const advance = 170 / letters;
  const loop = advance * (0.25 + rng.next() * 0.2);
  const baseline = 38 + rng.int(-4, 4);
  const slant = 0.15 + rng.next() * 0.25;
  const samplesPerLetter = 10;
  let previous: [number, number] | null = null;
  for (let letter = 0; letter < letters; letter++) {
    const height = 8 + rng.int(0, 18);
    for (let sample = 0; sample <= samplesPerLetter; sample++) {
      const angle = (2 * Math.PI * sample) / samplesPerLetter;
      const rise = (height * (1 - Math.cos(angle))) / 2;
      const point: [number, number] = [
        14 + advance * (letter + sample / samplesPerLetter) - loop * Math.sin(angle) + rise * slant,
        baseline - rise,
      ];
      if (previous) raster.line(previous[0], previous[1], point[0], point[1], 2, ink);
      previous = point;
    }
  }
  raster.line(14, 50, 14 + rng.int(60, 170), 49 + rng.int(-2, 2), 1.5, ink);
  return encodePng(raster).toString('base64');
}

export function renderWaiverSignatures(waiver: SignedWaiver): WaiverSignatures['signatures'] {
  const participants = waiver.participants.map((participant, index) =>
    signature(streamFor(waiver, 2, index), fullName(participant)),
  );
  const guardian = waiver.guardian ? [signature(streamFor(waiver, 3, 0), fullName(waiver.guardian))] : [];
  return { participants, guardian, bodySignatures: [], bodyInitials: [] };
}
