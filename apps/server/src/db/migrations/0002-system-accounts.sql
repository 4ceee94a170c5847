-- The ledger's system accounts (not demo data: every installation has them).
--   house: the operator's own funds; credits bonuses, seeds and rewards (may go negative).
--   gateway: payment-gateway clearing; deposits come from it, paid-out withdrawals go to it.
--   withdrawal_pending: money held between a withdrawal request and its settlement.
--   fees: withdrawal fees earned.
insert into ledger_accounts (kind, member_id, allow_negative) values
  ('house', null, true),
  ('gateway', null, true),
  ('withdrawal_pending', null, false),
  ('fees', null, false);
