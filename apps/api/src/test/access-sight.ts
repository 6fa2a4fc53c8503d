import { apiPaths, type Permission, reachFor } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { certificateLots, preRegistrations, schoolNumbers } from '../db/schema/index';
import { newCertificate } from '../modules/certificates/testing';
import { DEMO_LOT } from '../seeds/demo-registers';
import { HOME_STATE, type MatrixCaller, OTHER_STATE, type SessionCaller } from './access-callers';
import type { TestApp } from './app';
import { bearer } from './auth';

/** VE-A records of the demo seed (seeds/) and the test, by what their reads show of them. */
export type SightFixture = {
  /** The holders of a college certificate and of a road-medicine one, both issued in VE-A. */
  holderDni: string;
  roadHolderDni: string;
  lotId: number;
  credentialNumberId: number;
  /** An open request of the public in VE-A (its dni is also the search's text). */
  requestId: number;
  requestDni: string;
};

/** Registers with a college number in VE-A: a medic and a nurse. */
const VE_A_REGISTERS = ['20000001', '20000004'];
/** Demo accounts in VE-A that their state's managers see: medic and nurse, then INTT. */
const VE_A_COLLEGE_PEOPLE = ['10000003', '10000004', '10000007', '10000008'];
const VE_A_INTT_PEOPLE = ['10000011', '10000012'];
/** The demo lot of VE-A, by its TP number. */
const VE_A_LOT = 'TP-2026-01';
/** The road-medicine credential of college number 10231 (VE-A). */
const VE_A_CREDENTIAL = 'director.vial@aptovial.test';

export type SightProbe = {
  method: 'GET';
  /** The path as the permissions table spells it. */
  path: string;
  look(t: TestApp, token: string): Promise<{ sees: boolean; answer: string }>;
};

function probe(path: string, query: string, markers: readonly string[]): SightProbe {
  return {
    method: 'GET',
    path,
    async look(t, token) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${path}${query}`,
        headers: bearer(token),
      });
      const sees =
        response.statusCode === 200 && markers.some((marker) => response.body.includes(marker));
      return { sees, answer: `${response.statusCode} ${response.body.slice(0, 120)}` };
    },
  };
}

/**
 * The state-bound reads, each with a query that finds a VE-A record: a session of VE-A must see
 * it, its twin of VE-B only where the table gives the role every state (INTT reading medics and
 * certificates); a road doctor of VE-B, whose reach is their own, none of the VE-A doctor's.
 */
export function sightProbes(fixture: SightFixture): SightProbe[] {
  const holder = [fixture.holderDni];
  return [
    probe(apiPaths.registers, '', VE_A_REGISTERS),
    probe(apiPaths.registersReports, '', VE_A_REGISTERS),
    probe(apiPaths.listMedicsINTT, '', VE_A_REGISTERS),
    probe(apiPaths.users, '', VE_A_COLLEGE_PEOPLE),
    probe(apiPaths.usersINTT, '', VE_A_INTT_PEOPLE),
    probe(apiPaths.certifieldLotes, '', [VE_A_LOT]),
    probe(apiPaths.lotCertifields, `?id=${fixture.lotId}`, holder),
    probe(apiPaths.certifields, '', [...holder, fixture.roadHolderDni]),
    probe(apiPaths.listCertifieldsVial, '', [fixture.roadHolderDni]),
    probe(apiPaths.certifieldsReports, '', holder),
    probe(apiPaths.searchDni, `?dni=${fixture.holderDni}&nationality=V`, holder),
    probe(apiPaths.searchCredential, `?schoolNumberId=${fixture.credentialNumberId}`, [
      VE_A_CREDENTIAL,
    ]),
    probe(apiPaths.searchPreRegister, `?type=dni&q=${fixture.requestDni}`, [fixture.requestDni]),
    probe(apiPaths.getOneItemSearch, `?id=${fixture.requestId}`, [fixture.requestDni]),
  ];
}

export type SightTwins = { home: SessionCaller; away: SessionCaller; reach: string };

/** The VE-A session and its VE-B twin of every non-Admin role the permission admits. */
export function sightTwins(callers: readonly MatrixCaller[], permission: Permission): SightTwins[] {
  const sessions = callers.filter((caller): caller is SessionCaller => caller.kind === 'session');
  return sessions.flatMap((home) => {
    if (home.state !== HOME_STATE) return [];
    const away = sessions.find(
      (other) =>
        other.state === OTHER_STATE && other.module === home.module && other.role === home.role,
    );
    const reach = reachFor(permission, home);
    return away && reach !== null ? [{ home, away, reach }] : [];
  });
}

/**
 * The VE-A records the probes look for: the demo seed's, and a certificate of the college and
 * one of road medicine issued now by the demo doctors (college number 10231, lot TP-2026-01).
 */
export async function sightFixture(
  t: TestApp,
  callers: readonly MatrixCaller[],
): Promise<SightFixture> {
  const issue = async (label: string, url: string, dni: string) => {
    const issuer = callers.find((caller) => caller.label === label);
    if (issuer?.kind !== 'session') throw new Error(`no ${label} session`);
    const payload = newCertificate({ dni });
    const issued = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(issuer.token),
      payload,
    });
    if (issued.statusCode !== 200) throw new Error(`fixture not issued: ${issued.body}`);
    return dni;
  };
  const { db } = t.database;
  const [lot] = await db
    .select({ id: certificateLots.id })
    .from(certificateLots)
    .where(eq(certificateLots.numberTP, DEMO_LOT.numberTP));
  const [number] = await db
    .select({ id: schoolNumbers.id })
    .from(schoolNumbers)
    .where(eq(schoolNumbers.schoolNumber, '10231'));
  if (!lot || !number) throw new Error('demo lot or college number 10231 missing');
  const requestDni = '25999003';
  const [request] = await db
    .insert(preRegistrations)
    .values({
      dni: requestDni,
      nationality: 'V',
      names: 'Solicitud',
      lastNames: 'Matriz',
      email: 'solicitud.matriz@ejemplo.test',
      phone: '0414-5550199',
      dateBirth: '1990-01-01',
      state: 'VE-A',
      municipality: 101,
      grades: ['2'],
      type: 'Primera vez',
    })
    .returning({ id: preRegistrations.id });
  if (!request) throw new Error('fixture request not inserted');
  return {
    requestId: request.id,
    requestDni,
    holderDni: await issue('medic/VialDirector', apiPaths.createCertifields, '25999001'),
    roadHolderDni: await issue(
      'medicVial/VialDirector',
      apiPaths.createCertifieldsVial,
      '25999002',
    ),
    lotId: lot.id,
    credentialNumberId: number.id,
  };
}
