-- Issue 14. Promotions a member joined (promotions.join / promotions.joined): one row per member
-- and promotion, so joining twice changes nothing. A promotion is a content_items row of kind
-- 'promotion' (one per language): the member joins the item the page showed.
create table promotion_members (
  member_id bigint not null references members (id),
  promotion_id bigint not null references content_items (id),
  joined_at timestamptz not null default now(),
  primary key (member_id, promotion_id)
);
create index promotion_members_member on promotion_members (member_id, joined_at desc);

-- What each VIP level gives ("Benefits per level"): [{ kind, value }], kinds of the contract's
-- VIP_BENEFIT_KINDS. Levels seeded before this migration get the catalogue's benefits here.
alter table vip_levels add column benefits jsonb not null default '[]';
update vip_levels set benefits = case name
  when 'bronze' then '[{"kind":"dailyWithdrawals","value":"1"}]'
  when 'silver' then '[{"kind":"rebate","value":"0.2"},{"kind":"dailyWithdrawals","value":"2"}]'
  when 'gold' then '[{"kind":"rebate","value":"0.4"},{"kind":"dailyWithdrawals","value":"3"},{"kind":"birthdayBonus","value":"20"}]'
  when 'platinum' then '[{"kind":"rebate","value":"0.6"},{"kind":"dailyWithdrawals","value":"5"},{"kind":"birthdayBonus","value":"100"}]'
  when 'diamond' then '[{"kind":"rebate","value":"1"},{"kind":"dailyWithdrawals","value":"10"},{"kind":"birthdayBonus","value":"500"},{"kind":"accountManager","value":""}]'
  else benefits end;
