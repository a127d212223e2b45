// Locked pages and member areas: the lock screen's password, the check `kiosk serve` makes before serving a
// protected page, and joining a member area (schemas/page-access.ts has the shapes and the content format).
import {
  AccessStatus, AccessStatusQuery, JoinParams, JoinResponse, UnlockRequest, UnlockResponse,
} from '../page-access';
import { endpoint } from './endpoint';

export const PAGE_ACCESS_API = {
  unlock: endpoint({
    id: 'unlockPage',
    method: 'POST',
    path: '/api/page-access/unlock',
    summary: 'Opens the lock in front of a page (the lock screen, page type 103) with its password; sets a signed HttpOnly cookie for that lock.',
    body: UnlockRequest,
    response: UnlockResponse,
    errors: {
      403: 'The password is wrong.',
      404: 'No lock is in front of this path.',
    },
    auth: 'crumb',
    rateLimit: 'pageAccess',
    maxBodyBytes: 4 * 1024,
  }),
  status: endpoint({
    id: 'pageAccessStatus',
    method: 'GET',
    path: '/api/page-access/status',
    summary: 'What this visitor gets at a path: public, open, locked (103), sign-in (105) or denied (106). The server asks it before serving a protected page.',
    query: AccessStatusQuery,
    response: AccessStatus,
    auth: 'none',
  }),
  join: endpoint({
    id: 'joinMemberArea',
    method: 'POST',
    path: '/api/page-access/member-areas/{areaId}/join',
    summary: 'Makes the signed-in visitor a member of a member area that is open to every signed-in visitor.',
    params: JoinParams,
    response: JoinResponse,
    errors: {
      401: 'The visitor is not signed in.',
      403: 'The area is not open to joining.',
      404: 'No such member area.',
    },
    auth: 'crumb',
    rateLimit: 'pageAccess',
  }),
};
