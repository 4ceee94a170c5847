-- The balance check of journal entries, once per INSERT statement instead of once per posting at
-- commit (issue 5: the bet intake books hundreds of entries per statement). It checks that the
-- postings each statement adds to an entry sum to zero, reading only those rows: an entry is then
-- the sum of zero-sum parts, so it balances, as before. Every writer inserts an entry's postings in
-- one statement (ledger.post, book_entries), which this makes a rule.
drop trigger postings_balanced on postings;
drop function check_entry_balanced();

create function check_entries_balanced() returns trigger language plpgsql as $$
declare
  unbalanced bigint;
begin
  select entry_id into unbalanced
  from inserted
  group by entry_id
  having sum(amount) <> 0
  limit 1;
  if unbalanced is not null then
    raise exception 'journal entry % does not balance', unbalanced using errcode = '23514';
  end if;
  return null;
end $$;

create trigger postings_balanced after insert on postings
  referencing new table as inserted
  for each statement execute function check_entries_balanced();

-- The first round trip of a bet batch (the intake's second is book_bets): claim the batch's
-- Idempotency-Keys (in key order, so that two batches on Postgres never deadlock), read the
-- answers of the keys already used, lock the wallets and the stakes account in id order, and
-- share-lock the matches and draws that still take bets. Money travels as text (exact BIGINT).
create function prepare_bets(p jsonb) returns jsonb language plpgsql as $$
declare
  claimed jsonb;
  replays jsonb;
  wallets jsonb;
  open_matches jsonb;
  open_draws jsonb;
begin
  with keys as (
    select x.member_id, x.key, x.hash
    from jsonb_to_recordset(coalesce(p -> 'keys', '[]')) as x(member_id bigint, key text, hash text)
    order by x.member_id, x.key
  ), inserted as (
    insert into idempotency_keys (member_id, key, request_hash, status, body)
    select member_id, key, hash, 0, 'null'::jsonb from keys
    on conflict do nothing
    returning member_id, key
  )
  select coalesce(jsonb_agg(jsonb_build_object('member_id', member_id::text, 'key', key)), '[]')
  into claimed from inserted;

  -- Lateral lookups here and below: one index probe per key, whatever the table's size.
  select coalesce(jsonb_agg(jsonb_build_object('member_id', k.member_id::text, 'key', k.key,
    'request_hash', k.request_hash, 'status', k.status, 'body', k.body)), '[]')
  into replays
  from jsonb_to_recordset(coalesce(p -> 'keys', '[]')) as x(member_id bigint, key text, hash text)
  cross join lateral (
    select * from idempotency_keys k
    where k.member_id = x.member_id and k.key = x.key and k.status <> 0
  ) k;

  select coalesce(jsonb_agg(jsonb_build_object('id', a.id::text, 'member_id', a.member_id::text,
    'balance', a.balance::text)), '[]')
  into wallets
  from (
    select id, member_id, balance from ledger_accounts
    where (kind = 'wallet' and member_id = any(array(
        select (m #>> '{}')::bigint from jsonb_array_elements(coalesce(p -> 'members', '[]')) m)))
      or id = (p ->> 'stakes_id')::bigint
    order by id
    for update
  ) a;

  select coalesce(jsonb_agg(m.id::text), '[]') into open_matches
  from (
    select id from sport_matches
    where id = any(array(
        select (j #>> '{}')::bigint from jsonb_array_elements(coalesce(p -> 'matches', '[]')) j))
      and state = 'upcoming' and kickoff_at > (p ->> 'now')::timestamptz
    for share
  ) m;

  select coalesce(jsonb_agg(distinct d.game || ':' || d.match_id), '[]') into open_draws
  from jsonb_to_recordset(coalesce(p -> 'draws', '[]')) as x(game text, match_id text)
  cross join lateral (
    select game, match_id from draws
    where draws.game = x.game and draws.match_id = x.match_id
      and state = 'pending' and deadline > (p ->> 'now')::timestamptz
    for share
  ) d;

  return jsonb_build_object('claimed', claimed, 'replays', replays, 'wallets', wallets,
    'open_matches', open_matches, 'open_draws', open_draws);
end $$;

-- book_entries and book_bets again, with one index probe per row instead of joins a planner may
-- turn into scans of whole tables (idempotency keys and bets grow with every bet).
create or replace function book_entries(p_entries jsonb, p_at timestamptz) returns void
language plpgsql as $$
declare
  delta record;
begin
  for delta in
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
    select account_id, sum(amount)::bigint as amount from posted group by account_id order by account_id
  loop
    update ledger_accounts set balance = balance + delta.amount where id = delta.account_id;
  end loop;
end $$;

create or replace function book_bets(p jsonb) returns void language plpgsql as $$
declare
  answer record;
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
  cross join lateral (select id from bets where bets.bet_no = x.bet_no) b;
  perform book_entries(coalesce(p -> 'entries', '[]'), (p ->> 'created_at')::timestamptz);
  for answer in
    select * from jsonb_to_recordset(coalesce(p -> 'answers', '[]'))
      as x(member_id bigint, key text, status integer, body jsonb)
  loop
    update idempotency_keys set status = answer.status, body = answer.body
    where member_id = answer.member_id and key = answer.key;
  end loop;
end $$;
