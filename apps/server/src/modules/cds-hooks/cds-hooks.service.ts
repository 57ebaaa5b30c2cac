import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { identifyOrders, type IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { cdsPatientOf, unfilledPrefetchKeys } from '@medkompass/assessment/cds-patient.ts';
import { isOpen, sourceAccess } from '@medkompass/assessment/source-access.ts';
import type {
  CdsFeedbackRequest,
  CdsRequest,
  CdsResponse,
  CdsServiceId,
} from '@medkompass/contracts/cds-hooks.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import { cdsCards } from './cards/cds-cards.ts';
import type { CdsCaller } from './cds-auth.ts';
import { CDS_SERVICES, ESSENTIAL_PREFETCH } from './cds-discovery.ts';
import { answeredCardKeys, cardsOf, insertCards, insertFeedback } from './cds.repository.ts';

/** How long an answered order-select card keeps order-sign from repeating it: one ordering session. */
const ANSWERED_WINDOW_MS = 12 * 60 * 60 * 1000;

const invalid = (message: string) => new AppError(400, 'validation', message);

export interface CdsHooksDependencies {
  db: Kysely<Database>;
  kb: KnowledgeBaseHolder;
  now: () => Date;
  appUrl: string;
  nplSystem: string;
  disabledSources: readonly SourceName[];
  /** The server's secret, which keys the patient hash. */
  secret: string;
}

/**
 * The CDS Hooks service: a request's orders and patient become the app's own assessment
 * (cards/cds-cards.ts, built from packages/assessment's rules), so a card and the app's tabs can
 * never disagree. Cards are stored with a uuid so feedback can refer to them and order-sign can
 * leave out what the prescriber already answered at order-select (PDDI-CDS coordination).
 */
export class CdsHooksService {
  private readonly deps: CdsHooksDependencies;

  constructor(deps: CdsHooksDependencies) {
    this.deps = deps;
  }

  async assess(
    serviceId: CdsServiceId,
    request: CdsRequest,
    caller: CdsCaller,
  ): Promise<CdsResponse> {
    const service = CDS_SERVICES[serviceId];
    if (request.hook !== service.hook)
      throw invalid(`Tjänsten ${serviceId} svarar på ${service.hook}, inte på ${request.hook}.`);
    const now = this.deps.now();
    const store = this.deps.kb.store;
    const prefetch = request.prefetch ?? {};
    const { draft, active } = this.ordersOf(request);
    // Nothing to assess (no medication order among the draft orders): no cards, as the spec says.
    if (draft.length === 0) return { cards: [] };
    const unfilled = unfilledPrefetchKeys(prefetch);

    const drafts = cdsCards(
      {
        kb: store,
        riskProperties: store.sections.riskProperties,
        draft,
        active,
        patient: cdsPatientOf(prefetch, now),
        now,
        appUrl: this.deps.appUrl,
        isDemo: store.manifest.isDemo,
        openSources: this.openSources(caller),
      },
      ESSENTIAL_PREFETCH.filter((key) => unfilled.includes(key)),
    );

    const patientHash = this.patientHash(caller, request.context.patientId);
    const answered =
      service.hook === 'order-sign'
        ? await answeredCardKeys(this.deps.db, {
            issuer: caller.issuer,
            patientHash,
            serviceId: 'medkompass-order-select',
            since: new Date(now.getTime() - ANSWERED_WINDOW_MS),
          })
        : new Set<string>();
    const cards = drafts
      .filter((draftCard) => !answered.has(draftCard.key))
      .map((draftCard) => ({
        key: draftCard.key,
        card: { uuid: randomUUID(), ...draftCard.card },
      }));
    await insertCards(
      this.deps.db,
      cards.map(({ key, card }) => ({
        uuid: card.uuid,
        issuer: caller.issuer,
        service_id: serviceId,
        hook_instance: request.hookInstance,
        patient_hash: patientHash,
        card_key: key,
        indicator: card.indicator,
        summary: card.summary,
        created_at: now.toISOString(),
      })),
    );
    return { cards: cards.map(({ card }) => card) };
  }

  /**
   * Stores feedback on cards this client was given by this service, all or nothing, committed
   * before the answer. A card the service did not give this client is refused by name.
   */
  async feedback(
    serviceId: CdsServiceId,
    body: CdsFeedbackRequest,
    caller: CdsCaller,
  ): Promise<number> {
    const uuids = [...new Set(body.feedback.map((f) => f.card))];
    const known = await cardsOf(this.deps.db, { issuer: caller.issuer, serviceId, uuids });
    const unknown = uuids.filter((uuid) => !known.has(uuid));
    if (unknown.length > 0)
      throw invalid(`Okänt kort för tjänsten ${serviceId}: ${unknown.join(', ')}.`);
    const receivedAt = this.deps.now().toISOString();
    await insertFeedback(
      this.deps.db,
      body.feedback.map((f) => ({
        card_uuid: f.card,
        outcome: f.outcome,
        override_system: f.overrideReason?.reason?.system ?? null,
        override_code: f.overrideReason?.reason?.code ?? null,
        override_display: f.overrideReason?.reason?.display ?? null,
        user_comment: f.overrideReason?.userComment ?? null,
        accepted_suggestions: JSON.stringify((f.acceptedSuggestions ?? []).map((s) => s.id)),
        outcome_at: new Date(f.outcomeTimestamp).toISOString(),
        received_at: receivedAt,
      })),
    );
    return body.feedback.length;
  }

  /**
   * The orders being placed and the rest of the list. At order-select the selected orders are
   * placed and the session's other draft orders count with the patient's medication list; the
   * medication list leaves out orders that are among the drafts (the same resource id).
   */
  private ordersOf(request: CdsRequest): { draft: IdentifiedOrder[]; active: IdentifiedOrder[] } {
    const store = this.deps.kb.store;
    const all = identifyOrders(store, request.context.draftOrders, this.deps.nplSystem);
    const selections = request.hook === 'order-select' ? request.context.selections : undefined;
    const selected = (order: IdentifiedOrder) =>
      selections === undefined || selections.length === 0 || selections.includes(order.key);
    const draft = all.filter(selected);
    const keys = new Set(all.map((order) => order.key));
    const active = [
      ...all.filter((order) => !selected(order)),
      ...identifyOrders(store, request.prefetch?.activeMedications, this.deps.nplSystem)
        .map((order) => ({ ...order, key: `active:${order.key}` }))
        .filter((order) => !keys.has(order.key.slice('active:'.length))),
    ];
    return { draft, active };
  }

  /**
   * The sources this caller may see, by the one source-access decision: a registered client is
   * an integration with the sources it was granted; an anonymous caller (development only) sees
   * what a visitor who is not logged in sees.
   */
  private openSources(caller: CdsCaller): Set<SourceName> {
    const disabled = new Set(this.deps.disabledSources);
    return new Set(
      sourceNameSchema.options.filter((source) =>
        isOpen(
          sourceAccess(source, {
            caller: caller.kind === 'client' ? 'integration' : 'anonymous',
            grantedSources: caller.kind === 'client' ? caller.sources : [],
            riskprofileLocked: false,
            sourceActive: !disabled.has(source),
            countryBlocked: false,
            countryAllowed: true,
            isCurrent: false,
          }),
        ),
      ),
    );
  }

  /**
   * The patient as a keyed hash: cards can be matched across hooks without storing the record's
   * id, and without the server's secret a table reader cannot try every personal number.
   */
  private patientHash(caller: CdsCaller, patientId: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`${caller.issuer}\u0000${patientId}`)
      .digest('hex');
  }
}
