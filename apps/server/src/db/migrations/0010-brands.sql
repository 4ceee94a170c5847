-- Issue 17, brands kept apart. A request names its brand (the `brand` header; none: the default
-- brand, jcbet); content and notices belong to one brand, members to a realm.
--
-- Members: the realm is 'shared' (one account for every brand, the default) or a brand id when the
-- operator keeps members per brand (MEMBERS=per-brand). An email or a mobile is unique within its
-- realm, so the same address may hold one account per brand. Members of the previous release are
-- shared.
alter table members add column realm text not null default 'shared';
alter table members alter column realm drop default;
alter table members drop constraint members_email_key;
alter table members drop constraint members_area_code_phone_key;
create unique index members_realm_email on members (realm, email);
create unique index members_realm_phone on members (realm, area_code, phone);

-- Content (banners, promotions, announcements, footer, customer service, live games ...) and
-- notices (public ones and private messages) per brand. What the previous release stored was the
-- one site it served: the default brand's.
alter table content_items add column brand text not null default 'jcbet';
alter table content_items alter column brand drop default;
drop index content_items_kind;
create index content_items_brand_kind on content_items (brand, kind, language, sort);

alter table notices add column brand text not null default 'jcbet';
alter table notices alter column brand drop default;
drop index notices_member;
create index notices_brand_member on notices (brand, member_id, language);
