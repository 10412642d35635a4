/** Answers and harnesses for the lookup box, the scanner and the waiver screen. */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { LookupProvider } from '../../../renderer/src/lookup/LookupProvider.tsx';
import { visitOf } from '../../../renderer/src/navigation/waiver-path.ts';
import { ScanScreen } from '../../../renderer/src/screens/scan/ScanScreen.tsx';
import { type PersonVerdict, type WaiverVerdict, waiverVerdict } from '../../../shared/desk/verdict.ts';
import type { Participant, SignedWaiver } from '../../../shared/domain/waiver.ts';
import type {
  CopyState,
  LookupResult,
  ServiceSearchResult,
  WaiverDetail,
  WaiverMatch,
} from '../../../shared/ipc/lookup.ts';
import { blankParticipant } from '../../support/waiver-fixtures.ts';
import type { FakeBridge } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

export const CURRENT_COPY: CopyState = {
  phase: 'idle',
  lastCurrentAt: '2031-05-06T09:40:00.000Z',
  done: 20_000,
  total: 20_000,
};

export function match(waiverId: string, name: string, overrides: Partial<WaiverMatch> = {}): WaiverMatch {
  return {
    waiverId,
    match: 'prefix',
    name,
    position: 0,
    others: [],
    otherCount: 0,
    templateId: 'T1',
    title: 'Jump Zone Release of Liability',
    createdOn: '2031-05-01T12:00:00.000Z',
    autoTag: '',
    isMinor: false,
    minorExpired: false,
    hasMinor: false,
    expired: false,
    verified: true,
    verdict: everyone({ tone: 'ok', points: [] }),
    ...overrides,
  };
}

/** A waiver's verdict whose people (one unless told) all stand as `person` does. */
export function everyone(person: PersonVerdict, count = 1, valid = true): WaiverVerdict {
  return { tone: person.tone, valid, people: Array.from({ length: count }, () => person), guardian: null };
}

export const found = (
  text: string,
  matches: WaiverMatch[],
  copy: CopyState = CURRENT_COPY,
): LookupResult => ({
  text,
  matches,
  copy,
});

/** The service's answer to `text`, every question it could be answered (here: as a tag and a last name). */
export const serviceFound = (
  text: string,
  matches: WaiverMatch[],
  overrides: Partial<ServiceSearchResult> = {},
): ServiceSearchResult => ({
  text,
  matches,
  found: matches.length,
  answered: ['tag', 'lastName'],
  unasked: [],
  retryAfterSeconds: null,
  ...overrides,
});

/** A participant of the Brown family, an adult unless `overrides` says otherwise. */
export function participant(firstName: string, overrides: Partial<Participant> = {}): Participant {
  return blankParticipant({ firstName, lastName: 'Brown', ...overrides });
}

export function signedWaiver(overrides: Partial<SignedWaiver> = {}): SignedWaiver {
  return {
    waiverId: 'W1',
    templateId: 'T1',
    title: 'Jump Zone Release of Liability',
    createdOn: '2031-05-01T12:00:00.000Z',
    expirationDate: '',
    expired: false,
    verified: true,
    kiosk: true,
    firstName: 'Leo',
    middleName: '',
    lastName: 'Brown',
    dob: '2015-03-02',
    isMinor: true,
    autoTag: 'M-004519',
    clientIP: '203.0.113.9',
    email: 'mateo.brown@example.com',
    marketingAllowed: false,
    addressLineOne: '12 Harbour Road',
    addressLineTwo: '',
    addressCity: 'Portland',
    addressState: 'OR',
    addressZip: '97201',
    addressCountry: 'US',
    emergencyContactName: 'Emma Brown',
    emergencyContactPhone: '971-555-0106',
    insuranceCarrier: 'Acme Mutual',
    insurancePolicyNumber: 'POL-99812',
    driversLicenseNumber: '',
    driversLicenseState: '',
    tags: ['Season pass'],
    flags: [],
    photos: 0,
    participants: [participant('Leo', { dob: '2015-03-02', isMinor: true })],
    pdf: '',
    guardian: {
      firstName: 'Mateo',
      middleName: '',
      lastName: 'Brown',
      phone: '971-555-0150',
      dob: '1983-07-01',
      relationship: 'Father',
    },
    customWaiverFields: {},
    ...overrides,
  };
}

export function detail(waiver: SignedWaiver, overrides: Partial<WaiverDetail> = {}): WaiverDetail {
  return {
    waiver,
    source: 'copy',
    verdict: waiverVerdict(waiver),
    sameTag: [],
    fieldLabels: {},
    consoleUrl: `https://console.example.com/waivers/${waiver.waiverId}`,
    ...overrides,
  };
}

/** Shows which waiver the page went to, as the detail route would, and what it was told of the visit. */
function OpenedWaiver() {
  const { waiverId } = useParams();
  const visit = visitOf(useLocation().state);
  return (
    <p data-testid="opened" data-person={visit.person ?? ''} data-scan={visit.scan?.tag ?? ''}>
      {waiverId}
    </p>
  );
}

/** Where "Send a waiver" went, with what it carried. */
function SentTo() {
  const { search } = useLocation();
  return <p data-testid="send-screen">{search}</p>;
}

/** A verdict on a waiver that has expired. */
export const EXPIRED: WaiverVerdict = everyone(
  { tone: 'stop', points: [{ kind: 'expired', on: '', tone: 'stop' }] },
  1,
  false,
);

/** `ui` inside the desk (with an open account), a router at `path`, and the lookup store. */
export function renderWithRoutes(bridge: FakeBridge, ui: ReactNode, path = '/today', zone?: string) {
  bridge.emit({ name: 'accountChanged', payload: readyInfo(zone ? { timeZone: zone } : {}) });
  return renderInDesk(
    <MemoryRouter initialEntries={[path]}>
      <LookupProvider>
        {ui}
        <Routes>
          <Route path="/today" element={<p>Today</p>} />
          <Route path="/send" element={<SentTo />} />
          <Route path="/waivers/:waiverId" element={<OpenedWaiver />} />
          <Route path="/scan" element={<ScanScreen />} />
        </Routes>
      </LookupProvider>
    </MemoryRouter>,
  );
}
