import { Type, type Static } from '@sinclair/typebox';

/** Tokens as the API hands them out and the browser keeps them (localStorage). */
export const TokenPairSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPairSchema>;
