// A bet endpoint: price the request (pricing may refuse it), then hand it to the bet intake, which
// books it with the other bets of its batch and answers replays of its Idempotency-Key.
import type { EndpointDescriptor } from '@bet/api/contract/endpoint';
import { DecimalError } from '@bet/domain/decimal';
import { ParlayError } from '@bet/domain/parlay';
import type { CallContext, Route } from '../http/call.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { BetOrder } from './bet-order.ts';

type Planner<E extends EndpointDescriptor> = (call: CallContext<E>) => Promise<BetOrder>;

/** A domain rule refusing malformed input is the caller's mistake: a 400, never a 500. */
function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof DecimalError || error instanceof ParlayError)
    return badRequest(`Invalid request: ${error.message}`);
  return null;
}

/** The answer must match the contract, like every other answer (mount-route's check). */
function checked(endpoint: EndpointDescriptor, order: BetOrder): BetOrder {
  return {
    ...order,
    answer: (booked) => {
      const data = order.answer(booked);
      const result = endpoint.response.safeParse(data);
      if (!result.success)
        throw new Error(`answer of ${endpoint.id} breaks the contract: ${result.error.message}`);
      return data;
    },
  };
}

export function betRoute<E extends EndpointDescriptor>(endpoint: E, plan: Planner<E>): Route {
  return {
    endpoint,
    runIdempotent: async (scope, call) => {
      let order: BetOrder | AppError;
      try {
        order = checked(endpoint, await plan(call as CallContext<E>));
      } catch (error) {
        const refusal = asAppError(error);
        if (!refusal || refusal.status === 422) throw error;
        order = refusal;
      }
      return call.services.betting.intake.submit({ ...scope, order });
    },
  };
}
