// Invite codes and share links (spec section 7, "User and account" and "Other reads").
import { INVITE_TYPES, inviteEndpoints } from '@bet/api/contract/invite';
import { routesOf } from '../http/call.ts';
import { businessError, notFound } from '../http/errors.ts';
import { realmsOn } from '../members/realm.ts';

export const inviteRoutes = routesOf(inviteEndpoints, {
  'invite.share': async ({ params, services, brand }) => {
    // A per-brand member's code is unknown on the other brands: their nickname stays theirs.
    const row = await services.db
      .selectFrom('invite_codes')
      .innerJoin('members', 'members.id', 'invite_codes.member_id')
      .select(['invite_codes.code', 'members.nickname'])
      .where('invite_codes.code', '=', params.code.toUpperCase())
      .where('members.realm', 'in', realmsOn(brand))
      .executeTakeFirst();
    if (!row) throw notFound('Invite code not found');
    return {
      code: row.code,
      nickname: row.nickname,
      link: `${services.publicUrl()}/registration?inviteCode=${row.code}`,
    };
  },
  'invite.code': async ({ query, principal, services }) => {
    const row = await services.db
      .selectFrom('invite_codes')
      .select('code')
      .where('member_id', '=', principal.memberId)
      .where('invite_type', '=', query.type)
      .executeTakeFirst();
    if (!row)
      throw businessError(
        query.type === INVITE_TYPES.agent
          ? 'Only agents have agent invite codes'
          : 'No invite code of this type',
      );
    return { type: query.type, code: row.code };
  },
});
