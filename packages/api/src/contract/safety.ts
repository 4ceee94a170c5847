import { defineEndpoint } from './endpoint';
import {
  realityCheckBodySchema,
  safetySessionSchema,
  safetySettingsSchema,
  selfExcludeBodySchema,
  setDepositLimitBodySchema,
  statementQuerySchema,
  statementSchema,
  timeOutBodySchema,
} from './safety-schemas';

// The safety group: safer-play tools the server enforces (issue 14). The spec shows none of these
// calls, so their paths are this contract's choice (documented: false). A refusal carries
// safetyRefusalSchema data (safety-schemas.ts).

export const safetySettings = defineEndpoint({
  id: 'safety.settings',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/safety',
  auth: 'member',
  documented: false,
  response: safetySettingsSchema,
  purpose:
    'Deposit limits (with pending changes and what is left), time-out, self-exclusion, reality check',
});

export const safetySetDepositLimit = defineEndpoint({
  id: 'safety.setDepositLimit',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/safety/deposit_limit',
  auth: 'member',
  documented: false,
  body: setDepositLimitBodySchema,
  response: safetySettingsSchema,
  purpose: 'Set, lower, raise or remove a deposit limit (a raise or removal waits 24 hours)',
});

export const safetyTimeOut = defineEndpoint({
  id: 'safety.timeOut',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/safety/time_out',
  auth: 'member',
  documented: false,
  body: timeOutBodySchema,
  response: safetySettingsSchema,
  purpose: 'Take a break of 1 to 42 days (no betting, deposits or games; withdrawals stay open)',
});

export const safetySelfExclude = defineEndpoint({
  id: 'safety.selfExclude',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/safety/self_exclusion',
  auth: 'member',
  documented: false,
  body: selfExcludeBodySchema,
  response: safetySettingsSchema,
  purpose: 'Exclude oneself for 6, 12 or 60 months; cannot be undone early',
});

export const safetySetRealityCheck = defineEndpoint({
  id: 'safety.setRealityCheck',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/safety/reality_check',
  auth: 'member',
  documented: false,
  body: realityCheckBodySchema,
  response: safetySettingsSchema,
  purpose: 'Reality-check interval, 15 to 120 minutes, or none',
});

export const safetySession = defineEndpoint({
  id: 'safety.session',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/safety/session',
  auth: 'member',
  documented: false,
  response: safetySessionSchema,
  purpose: 'The play session: start, stakes, returns, net and when the next reality check is due',
});

export const safetyAcknowledgeRealityCheck = defineEndpoint({
  id: 'safety.acknowledgeRealityCheck',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/safety/session/acknowledge',
  auth: 'member',
  documented: false,
  response: safetySessionSchema,
  purpose: 'Keep playing after a reality check: a new session starts now',
});

export const safetyStatement = defineEndpoint({
  id: 'safety.statement',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/safety/statement',
  auth: 'member',
  documented: false,
  query: statementQuerySchema,
  response: statementSchema,
  purpose: 'Activity statement: deposits, withdrawals, stakes and returns between two days',
});

/** Every call of the safety group. */
export const safetyEndpoints = [
  safetySettings,
  safetySetDepositLimit,
  safetyTimeOut,
  safetySelfExclude,
  safetySetRealityCheck,
  safetySession,
  safetyAcknowledgeRealityCheck,
  safetyStatement,
] as const;
