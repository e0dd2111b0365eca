/** Settings-table keys of the secrets shared by every instance on one database. */
export const secretKeys = { jwt: 'jwt_secret', partner: 'partner_secret' } as const;
