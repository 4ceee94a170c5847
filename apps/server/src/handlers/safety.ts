// Safer play (issue 14): deposit limits, time-out, self-exclusion, reality check and the activity
// statement. The checks themselves run where money moves (safety/rules.ts).
import { safetyEndpoints } from '@bet/api/contract/safety';
import { routesOf } from '../http/call.ts';
import {
  acknowledgeRealityCheck,
  playSession,
  safetySettings,
  selfExclude,
  setDepositLimit,
  setRealityCheck,
  statement,
  takeTimeOut,
} from '../safety/settings.ts';

export const safetyRoutes = routesOf(safetyEndpoints, {
  'safety.settings': async ({ principal, services }) =>
    safetySettings(services.db, principal.memberId, services.now()),
  'safety.setDepositLimit': async ({ body, principal, services }) =>
    setDepositLimit(services, principal.memberId, body.period, body.amount),
  'safety.timeOut': async ({ body, principal, services }) =>
    takeTimeOut(services, principal.memberId, body.days),
  'safety.selfExclude': async ({ body, principal, services }) =>
    selfExclude(services, principal.memberId, body.months),
  'safety.setRealityCheck': async ({ body, principal, services }) =>
    setRealityCheck(services, principal.memberId, body.minutes),
  'safety.session': async ({ principal, services }) =>
    playSession(services.db, principal, services.now()),
  'safety.acknowledgeRealityCheck': async ({ principal, services }) =>
    acknowledgeRealityCheck(services, principal),
  'safety.statement': async ({ query, principal, services }) =>
    statement(services.db, principal.memberId, query, services.now()),
});
