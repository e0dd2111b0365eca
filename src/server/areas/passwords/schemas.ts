/** The invitation and password-link calls' schemas (docs/api.md "Invitations and passwords"). */
import { S } from '../../kernel/schema';

export const userParams = S.object({ id: S.id() }, ['id']);
export const tokenParams = S.object({ token: S.string(200, 1) }, ['token']);

export const forgotBody = S.object({ email: S.string(320) }, ['email']);
/** The password's own rules (length included) answer with their texts, so the schema only bounds the size. */
export const setBody = S.object({ token: S.string(200, 1), password: S.string(4096) }, ['token', 'password']);

export const invitationAnswer = S.object(
  {
    state: { type: 'string', enum: ['pending'] },
    sentAt: { type: 'string' },
    expiresAt: { type: 'string' },
  },
  ['state', 'sentAt', 'expiresAt'],
);

export const forgotAnswer = S.object({ message: { type: 'string' } }, ['message']);

export const linkAnswer = S.object(
  {
    purpose: { type: 'string', enum: ['invite', 'reset'] },
    email: { type: 'string' },
    fullName: { type: 'string' },
    expiresAt: { type: 'string' },
  },
  ['purpose', 'email', 'fullName', 'expiresAt'],
);

export const setAnswer = S.object({ email: { type: 'string' } }, ['email']);

export const errorAnswer = S.object({ error: { type: 'string' }, field: { type: 'string' } }, ['error']);
