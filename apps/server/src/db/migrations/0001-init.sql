-- Initial schema of the reference server. The same file runs on PGlite and on Postgres 15+.
-- Money columns are BIGINT minor units: 1 USDT = 1 000 000 (6 decimals, spec section 9).

create table members (
  id bigint generated always as identity (start with 100001) primary key,
  role smallint not null check (role in (2, 3)),
  email text unique check (email = lower(email)),
  -- Mobile: national digits plus the numeric dial code (spec section 7, sign/phone area_code).
  phone text,
  area_code integer,
  password_hash text not null,
  nickname text not null,
  real_name text,
  identification text,
  email_verified boolean not null default false,
  phone_verified boolean not null default false,
  bank_password_hash text,
  bank_password_failures integer not null default 0,
  bank_password_locked_until timestamptz,
  currency text not null default 'USDT',
  vip_level integer not null default 1,
  invited_by bigint references members (id),
  withdraw_allowed boolean not null default true,
  birth_date date,
  created_at timestamptz not null default now(),
  check (email is not null or phone is not null),
  check ((phone is null) = (area_code is null)),
  unique (area_code, phone)
);

create table invite_codes (
  code text primary key,
  member_id bigint not null references members (id),
  invite_type smallint not null,
  unique (member_id, invite_type)
);

-- One row per issued token pair. A refresh rotates into a new row of the same family; presenting a
-- refresh token that was already rotated revokes the whole family (reuse detection).
create table sessions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  family text not null,
  access_hash text not null unique,
  access_expires_at timestamptz not null,
  refresh_hash text not null unique,
  refresh_expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index sessions_family on sessions (family);
create index sessions_member on sessions (member_id);

-- Double-entry ledger. A balance is the sum of the account's postings; `balance` caches that sum,
-- is updated in the same transaction as the postings, and may not go negative for wallets.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  kind text not null,
  member_id bigint references members (id),
  currency text not null default 'USDT',
  balance bigint not null default 0,
  allow_negative boolean not null default false,
  check (allow_negative or balance >= 0),
  unique nulls not distinct (kind, member_id, currency)
);

create table journal_entries (
  id bigint generated always as identity primary key,
  kind smallint not null,
  member_id bigint references members (id),
  reference text,
  memo text,
  created_at timestamptz not null default now()
);
create index journal_entries_member on journal_entries (member_id, id);

create table postings (
  id bigint generated always as identity primary key,
  entry_id bigint not null references journal_entries (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0)
);
create index postings_account on postings (account_id);
create index postings_entry on postings (entry_id);

-- The database itself refuses an entry whose postings do not sum to zero, checked at commit.
create function check_entry_balanced() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from postings where entry_id = new.entry_id) <> 0 then
    raise exception 'journal entry % does not balance', new.entry_id using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger postings_balanced after insert on postings
  deferrable initially deferred for each row execute function check_entry_balanced();

-- Money-moving POSTs: (member, key) -> the first answer. Written in the transaction that books.
create table idempotency_keys (
  member_id bigint not null references members (id),
  key text not null,
  request_hash text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (member_id, key)
);

create table currencies (
  id integer primary key,
  currency text not null unique,
  exchange numeric(24, 8) not null check (exchange > 0),
  status smallint not null default 1,
  flag text not null default '',
  lotter_bet_min numeric(24, 6) not null default 1,
  sport_bet_min numeric(24, 6) not null default 0.01,
  img text not null default '',
  sort integer not null default 0
);

create table vip_levels (
  level integer primary key,
  name text not null,
  img text not null,
  recharge_threshold bigint not null check (recharge_threshold >= 0)
);

create table game_availability (
  game_id integer primary key,
  status smallint not null check (status in (1, 2, 3))
);

-- Read-mostly content (banners, announcements, footer, copyright, slideshow, ad, live games,
-- customer service, check-in rewards): one row per item, per language where it is translated.
create table content_items (
  id bigint generated always as identity primary key,
  kind text not null,
  language text,
  sort integer not null default 0,
  data jsonb not null
);
create index content_items_kind on content_items (kind, language, sort);

create table notices (
  id bigint generated always as identity primary key,
  member_id bigint references members (id),
  language text not null,
  title text not null,
  content text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notices_member on notices (member_id, language);

-- Deposit channels (spec section 7, pay/all); amounts in the channel's currency.
create table pay_channels (
  id integer primary key,
  type_id integer not null,
  name text not null,
  currency text not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null check (max_amount >= min_amount),
  icon text not null default '',
  enabled boolean not null default true,
  sort integer not null default 0
);

-- amount is what the member pays in the order's currency; credit is what the wallet gets in USDT.
create table recharge_orders (
  id bigint generated always as identity primary key,
  order_no text not null unique,
  member_id bigint not null references members (id),
  channel_id integer not null references pay_channels (id),
  currency text not null,
  amount bigint not null check (amount > 0),
  credit bigint not null check (credit > 0),
  balance_after bigint,
  status smallint not null,
  pay_token text not null unique,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index recharge_orders_member on recharge_orders (member_id, id);

-- Withdrawal channels (spec section 7, withdraw/all): a crypto address or a saved bank account.
create table withdraw_channels (
  id integer primary key,
  name text not null,
  currency text not null,
  network text,
  target text not null check (target in ('address', 'bank')),
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null check (max_amount >= min_amount),
  fee_rate numeric(12, 8) not null check (fee_rate >= 0 and fee_rate < 1),
  network_fee bigint not null check (network_fee >= 0),
  enabled boolean not null default true,
  sort integer not null default 0
);

create table bank_information (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  account_type text not null,
  country text not null,
  bank text not null,
  account_no text not null,
  code text not null,
  cpf text,
  is_default boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index bank_information_member on bank_information (member_id);

-- Amounts in the withdrawal's currency; debit is the USDT taken from the wallet and held in
-- withdrawal_pending until the withdrawal succeeds (paid out) or is rejected or fails (refunded).
create table withdrawals (
  id bigint generated always as identity primary key,
  order_no text not null unique,
  member_id bigint not null references members (id),
  channel_id integer not null references withdraw_channels (id),
  bank_information_id bigint references bank_information (id),
  address text,
  currency text not null,
  amount bigint not null check (amount > 0),
  service_fee bigint not null check (service_fee >= 0),
  network_fee bigint not null check (network_fee >= 0),
  net_amount bigint not null check (net_amount > 0 and net_amount = amount - service_fee - network_fee),
  debit bigint not null check (debit > 0),
  fee_debit bigint not null check (fee_debit >= 0 and fee_debit < debit),
  balance_after bigint not null,
  status smallint not null,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((bank_information_id is null) <> (address is null))
);
create index withdrawals_member on withdrawals (member_id, id);

create table otp_codes (
  id bigint generated always as identity primary key,
  target text not null,
  purpose text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index otp_codes_target on otp_codes (target, purpose, id);

create table dev_mailbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index dev_mailbox_recipient on dev_mailbox (recipient, id);

create table check_ins (
  member_id bigint not null references members (id),
  day date not null,
  streak integer not null check (streak > 0),
  reward bigint not null check (reward >= 0),
  primary key (member_id, day)
);

create table chat_conversations (
  id bigint generated always as identity primary key,
  member_id bigint unique references members (id),
  visitor_id text unique,
  created_at timestamptz not null default now(),
  check ((member_id is null) <> (visitor_id is null))
);

create table chat_messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references chat_conversations (id),
  sender text not null check (sender in ('member', 'visitor', 'agent')),
  body text not null,
  created_at timestamptz not null default now()
);
create index chat_messages_conversation on chat_messages (conversation_id, id);

create table chat_tokens (
  token_hash text primary key,
  conversation_id bigint not null references chat_conversations (id),
  expires_at timestamptz not null
);
