-- Issue 15. A member's betting settings (the odds format of every odds display and what the bet
-- slip does when a price moved; @bet/domain/odds-format) and starred matches and leagues. A member
-- without a settings row has the defaults: decimal, ask.
create table member_betting_settings (
  member_id bigint primary key references members (id),
  odds_format text not null default 'decimal'
    check (odds_format in ('decimal', 'hongkong', 'malay', 'indonesian', 'american', 'fractional')),
  odds_change text not null default 'ask' check (odds_change in ('ask', 'better', 'any')),
  updated_at timestamptz not null default now()
);

-- One row per starred match (its match_id) or league (its league_name); at most
-- MAX_SPORT_FAVORITES (200) per member, checked with the member's row locked.
create table member_favorites (
  member_id bigint not null references members (id),
  kind text not null check (kind in ('match', 'league')),
  item text not null check (length(item) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (member_id, kind, item)
);
