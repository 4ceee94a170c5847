-- Safer play (issue 14): deposit limits with a waiting change (an increase or a removal applies
-- after a 24-hour cooling-off), time-out, self-exclusion and the reality check. Amounts are USDT
-- minor units like the ledger's. Rules: @bet/domain/safety.

create table deposit_limits (
  member_id bigint not null references members (id),
  period text not null check (period in ('day', 'week', 'month')),
  -- The limit in force; null: none.
  amount bigint check (amount > 0),
  -- A waiting change exists when pending_at is set; pending_amount null then means a removal.
  pending_amount bigint check (pending_amount > 0),
  pending_at timestamptz,
  check (pending_at is not null or pending_amount is null),
  primary key (member_id, period)
);

create table member_safety (
  member_id bigint primary key references members (id),
  time_out_until timestamptz,
  excluded_until timestamptz,
  reality_check_minutes integer check (reality_check_minutes between 15 and 120),
  -- The last acknowledged reality check: a play session starts at the later of it and sign-in.
  reality_ack_at timestamptz
);

-- The deposits of a rolling window (deposit limits) and the ledger of a period (statement).
create index recharge_orders_member_created on recharge_orders (member_id, created_at);
create index journal_entries_member_created on journal_entries (member_id, created_at);
