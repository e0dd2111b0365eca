/**
 * What a route declares beside its path and schema. The kernel guard reads it before the body is read:
 * authentication (unless `public`), then `rights`, then the schema's validation.
 */
import type { MessageKey } from '../../domain/messages';
import type { AccessRule } from '../../domain/permissions';
import type { RightsRequirement } from '../../domain/rights';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, bootstrap, health). */
    public?: boolean;
    /** An entry of the rights table (domain/rights.ts AREA_RIGHTS) the caller must meet; 403 otherwise. */
    rights?: RightsRequirement;
    /** A rule on the caller (roles as well as rights) checked with the rights, before validation; 403 otherwise. */
    rule?: AccessRule;
    /**
     * An order read call: a share or export guest whose grant names an order passes `rights` here (a guest holds
     * no right); the route itself admits it to that order only (kernel/order-access.ts `openOrder`).
     */
    guestOrder?: boolean;
    /**
     * A read a batch (POST /api/batch, issue 29) may carry as one of its parts; any other route refuses a part.
     * @default false
     */
    batchable?: boolean;
    /** The catalogue's message when a required field is missing, instead of the generic one. */
    missingMessage?: MessageKey;
  }
}

export {};
