-- Part 2 (issue 5): the simulated feeds (sports matches, mark-six and racing draws), bets and their
-- settlement, bet limits, and the third-party game wallets. Money stays BIGINT micro-units.

-- Matches of soccer, basketball, bd and cricket. The feed prices every market from the expected
-- score of each side (home_rate, away_rate); odds_version counts the price moves.
create table sport_matches (
  id bigint primary key,
  sport text not null check (sport in ('soccer', 'basketball', 'bd', 'cricket')),
  league text not null,
  home text not null,
  away text not null,
  -- The scheduled kick-off; kickoff_at moves when the match is postponed.
  start_at timestamptz not null,
  kickoff_at timestamptz not null,
  state text not null check (state in ('upcoming', 'live', 'finished', 'postponed', 'cancelled')),
  home_rate double precision not null check (home_rate > 0),
  away_rate double precision not null check (away_rate > 0),
  odds_version integer not null default 0,
  -- The final result, drawn when the match starts and revealed as it is played.
  home_score integer check (home_score >= 0),
  away_score integer check (away_score >= 0),
  half_home integer check (half_home >= 0),
  half_away integer check (half_away >= 0),
  detail jsonb,
  -- When the result (or the void or cancellation) landed, and when every bet on it was handled.
  result_at timestamptz,
  settled_at timestamptz
);
create index sport_matches_list on sport_matches (sport, start_at);
create index sport_matches_due on sport_matches (state, kickoff_at);
create index sport_matches_unsettled on sport_matches (result_at) where settled_at is null and result_at is not null;

-- Mark-six and racing draws. state: pending (open until the deadline), closed (drawn, being
-- settled), settled, canceled (spec section 4, draw states).
create table draws (
  game text not null,
  match_id text not null,
  seq bigint not null,
  draw_at timestamptz not null,
  deadline timestamptz not null check (deadline <= draw_at),
  state text not null check (state in ('pending', 'closed', 'settled', 'canceled')),
  -- Mark six: the six regular balls; racing: the cars champion..tenth.
  numbers jsonb,
  special smallint check (special between 1 and 49),
  drawn_at timestamptz,
  settled_at timestamptz,
  primary key (game, match_id),
  unique (game, seq)
);
create index draws_history on draws (game, draw_at desc);
create index draws_unsettled on draws (draw_at) where settled_at is null and state in ('closed', 'canceled');

-- One bet: a sports single or parlay, a cricket pick, one mark-six or racing bet. Bets placed by
-- one call share an order_no. Amounts in the bet's currency (micro-units) except debit and credit,
-- which are the USDT the wallet gave and got. status: 1 pending, 16 settled, 32 cancelled.
create table bets (
  id bigint generated always as identity primary key,
  bet_no text not null unique,
  order_no text not null,
  member_id bigint not null references members (id),
  game text not null,
  game_id integer,
  category text not null check (category in ('sports', 'cricket', 'lottery', 'racing')),
  draw_match_id text,
  currency text not null,
  rate numeric(24, 8) not null check (rate > 0),
  stake bigint not null check (stake > 0),
  multiple integer not null default 1 check (multiple >= 1),
  tickets integer not null check (tickets >= 1),
  total bigint not null check (total > 0),
  debit bigint not null check (debit > 0),
  detail jsonb not null,
  status smallint not null default 1 check (status in (1, 16, 32)),
  payout bigint check (payout >= 0),
  tax bigint check (tax >= 0),
  credit bigint check (credit >= 0),
  outcome jsonb,
  balance_after bigint not null,
  created_at timestamptz not null,
  settled_at timestamptz,
  check ((status = 1) = (settled_at is null))
);
create index bets_member on bets (member_id, game, id desc);
create index bets_open_draw on bets (game, draw_match_id) where status = 1;

-- The matches of a sports or cricket bet, to find the open bets when a result lands.
create table bet_matches (
  bet_id bigint not null references bets (id),
  match_id bigint not null references sport_matches (id),
  primary key (match_id, bet_id)
);

-- Limits per game and game type (spec section 3, "Game bet limits per game type"), in USDT.
create table game_limits (
  game text not null,
  game_type text not null,
  bet_min bigint not null check (bet_min >= 0),
  bet_max bigint not null check (bet_max >= 0),
  multiple_min integer not null check (multiple_min >= 0),
  multiple_max integer not null check (multiple_max >= 0),
  bonus_min bigint not null check (bonus_min >= 0),
  bonus_max bigint not null check (bonus_max >= 0),
  primary key (game, game_type)
);

-- Third-party and live games: a launch opens a demo game session; rounds played there are bets.
create table game_sessions (
  token_hash text primary key,
  member_id bigint not null references members (id),
  provider text not null,
  game_id text not null,
  expires_at timestamptz not null
);
create index game_sessions_member on game_sessions (member_id);

create table provider_bets (
  id bigint generated always as identity primary key,
  bet_no text not null unique,
  member_id bigint not null references members (id),
  provider text not null,
  game_id text not null,
  game_name text not null,
  bet_amount bigint not null check (bet_amount > 0),
  win_amount bigint not null check (win_amount >= 0),
  created_at timestamptz not null
);
create index provider_bets_member on provider_bets (member_id, provider, id desc);

-- Stakes of open bets are held here between placement and settlement.
insert into ledger_accounts (kind, member_id, allow_negative) values ('bet_stakes', null, false);

-- Books journal entries in one statement: p_entries is a JSON array of
-- { kind, member_id, reference, memo, postings: [{ account_id, amount }] } with references unique
-- within the call. Balances move by the sum of their postings; the deferred trigger still checks at
-- commit that every entry sums to zero, and the CHECK on wallets still refuses an overdraw.
create function book_entries(p_entries jsonb, p_at timestamptz) returns void language sql as $$
  with entry as (
    insert into journal_entries (kind, member_id, reference, memo, created_at)
    select x.kind, x.member_id, x.reference, x.memo, p_at
    from jsonb_to_recordset(p_entries) as x(kind smallint, member_id bigint, reference text, memo text)
    returning id, reference
  ), posted as (
    insert into postings (entry_id, account_id, amount)
    select entry.id, (q ->> 'account_id')::bigint, (q ->> 'amount')::bigint
    from jsonb_array_elements(p_entries) as j(item)
    join entry on entry.reference = j.item ->> 'reference'
    cross join jsonb_array_elements(j.item -> 'postings') as q
    returning account_id, amount
  )
  update ledger_accounts a set balance = a.balance + d.delta
  from (select account_id, sum(amount)::bigint as delta from posted group by account_id) d
  where a.id = d.account_id;
$$;

-- Books a batch of accepted bets (the bet intake's one round trip): the bet rows, their matches,
-- the stake entries, and the stored answer of every idempotency key the batch claimed.
create function book_bets(p jsonb) returns void language plpgsql as $$
begin
  insert into bets (bet_no, order_no, member_id, game, game_id, category, draw_match_id, currency,
    rate, stake, multiple, tickets, total, debit, detail, balance_after, created_at)
  select x.bet_no, x.order_no, x.member_id, x.game, x.game_id, x.category, x.draw_match_id,
    x.currency, x.rate, x.stake, x.multiple, x.tickets, x.total, x.debit, x.detail,
    x.balance_after, (p ->> 'created_at')::timestamptz
  from jsonb_to_recordset(coalesce(p -> 'bets', '[]')) as x(bet_no text, order_no text,
    member_id bigint, game text, game_id integer, category text, draw_match_id text,
    currency text, rate numeric, stake bigint, multiple integer, tickets integer, total bigint,
    debit bigint, detail jsonb, balance_after bigint);
  insert into bet_matches (bet_id, match_id)
  select b.id, x.match_id
  from jsonb_to_recordset(coalesce(p -> 'bet_matches', '[]')) as x(bet_no text, match_id bigint)
  join bets b on b.bet_no = x.bet_no;
  perform book_entries(coalesce(p -> 'entries', '[]'), (p ->> 'created_at')::timestamptz);
  update idempotency_keys k set status = x.status, body = x.body
  from jsonb_to_recordset(coalesce(p -> 'answers', '[]')) as x(member_id bigint, key text,
    status integer, body jsonb)
  where k.member_id = x.member_id and k.key = x.key;
end $$;
