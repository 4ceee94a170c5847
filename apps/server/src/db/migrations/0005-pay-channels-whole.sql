-- A deposit channel may take whole amounts only (spec section 5: "whole number where
-- applicable"; issue 13). Served as `whole` by pay/all and checked by the recharge with the
-- domain's validateDeposit. Existing channels keep taking fractions until an operator says
-- otherwise; the first-start seed sets it per channel (seed/catalog-data.ts).
alter table pay_channels add column whole boolean not null default false;
