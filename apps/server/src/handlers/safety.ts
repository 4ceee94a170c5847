// Safer play (issue 14). Placeholder until the safety module lands: every call is refused.
import { safetyEndpoints } from '@bet/api/contract/safety';
import { routesOf } from '../http/call.ts';
import { businessError } from '../http/errors.ts';

const notYet = () => Promise.reject(businessError('Safer play is not available yet'));

export const safetyRoutes = routesOf(safetyEndpoints, {
  'safety.settings': notYet,
  'safety.setDepositLimit': notYet,
  'safety.timeOut': notYet,
  'safety.selfExclude': notYet,
  'safety.setRealityCheck': notYet,
  'safety.session': notYet,
  'safety.acknowledgeRealityCheck': notYet,
  'safety.statement': notYet,
});
