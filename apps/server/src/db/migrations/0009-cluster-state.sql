-- Issue 17, several API processes on one database: state that every process must see alike.

-- Failed sign-ins per (account, address) pair and per address (auth/login-limiter.ts). A row is
-- forgotten FORGET_AFTER after its last failure; the index lets that clean-up skip live rows.
create table login_throttles (
  key text primary key,
  failures integer not null check (failures > 0),
  last_failure_at timestamptz not null
);
create index login_throttles_last_failure on login_throttles (last_failure_at);

-- How far POST /admin/clock has moved the clock forward (clock/shared-clock.ts), in milliseconds:
-- one row, so that every process draws and settles at the same simulated time.
create table clock_offset (
  id boolean primary key default true check (id),
  offset_ms bigint not null default 0 check (offset_ms >= 0)
);
insert into clock_offset (id, offset_ms) values (true, 0);
