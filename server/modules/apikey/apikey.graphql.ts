import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { API_KEY_STATUSES } from './apikey.schema.js';
import * as keys from './apikey.service.js';

const ApiKeyStatus = Object.fromEntries(API_KEY_STATUSES.map((s) => [s, s])) as { [K in (typeof API_KEY_STATUSES)[number]]: K };
registerEnumType(ApiKeyStatus, {
  name: 'ApiKeyStatus',
  description: 'Whether a key still works.',
  valuesConfig: {
    ACTIVE: { description: 'Works, within its scopes and limits.' },
    EXPIRED: { description: 'Past its expiry: refused like no key.' },
    REVOKED: { description: 'Revoked by an admin: refused like no key.' },
  },
});

@ObjectType('ApiKey', {
  simpleResolvers: true,
  description: 'A workspace’s key for the public API: its name, the start of its secret, its scopes and limits, and when it was last used.',
})
class ApiKeyType {
  @Field(() => ID, { description: 'The key’s id (to revoke it).' }) id!: string;
  @Field(() => String, { description: 'What the key is for, as its maker named it.' }) name!: string;
  @Field(() => String, { description: 'The first characters of the secret, to recognise it by (pk_…).' }) prefix!: string;
  @Field(() => [String], { description: 'What it may do: `<domain>:read` or `<domain>:write`.' }) scopes!: string[];
  @Field(() => ApiKeyStatus, { description: 'Whether it still works.' }) status!: string;
  @Field(() => Int, { description: 'Requests it may make a minute, on both APIs.' }) requestsPerMinute!: number;
  @Field(() => Int, { description: 'GraphQL cost it may spend a minute.' }) costPerMinute!: number;
  @Field(() => String, { nullable: true, description: 'Who made it.' }) createdByName!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was made.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was last used (to the minute).' }) lastUsedAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it stops working; null for never.' }) expiresAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was revoked.' }) revokedAt!: Date | null;
}

@ObjectType('CreatedApiKey', {
  simpleResolvers: true,
  description: 'A new key and its secret, shown this once: Portico keeps only its hash.',
})
class CreatedApiKeyType {
  @Field(() => ApiKeyType, { description: 'The key.' }) key!: ApiKeyType;
  @Field(() => String, { description: 'The secret to send as `Authorization: Bearer pk_…`; copy it now.' }) secret!: string;
}

@ObjectType('ApiScope', { simpleResolvers: true, description: 'One scope a key can be given, and what it lets a third party do.' })
class ApiScopeType {
  @Field(() => String, { description: 'The scope, like database:read.' }) scope!: string;
  @Field(() => String, { description: 'The domain it covers, like database.' }) resource!: string;
  @Field(() => String, { description: 'The domain’s name for people.' }) label!: string;
  @Field(() => String, { description: 'read or write.' }) access!: string;
  @Field(() => String, { description: 'What it lets the key do.' }) description!: string;
}

@InputType('CreateApiKeyInput', { description: 'A new key: its name, scopes, and optionally an expiry and limits.' })
class CreateApiKeyInput {
  @Field(() => String, { description: 'What the key is for (at most 80 characters).' }) name!: string;
  @Field(() => [String], { description: 'Scopes from apiKeyScopes, at least one.' }) scopes!: string[];
  @Field(() => String, { nullable: true, description: 'When it stops working, ISO 8601 (within three years); null for never.' })
  expiresAt?: string | null;
  @Field(() => Int, { nullable: true, description: 'Requests a minute (1–10,000; 600 when omitted).' }) requestsPerMinute?: number | null;
  @Field(() => Int, { nullable: true, description: 'GraphQL cost a minute (1,000–5,000,000; 250,000 when omitted).' })
  costPerMinute?: number | null;
}

@InputType('RevokeApiKeyInput', { description: 'The key to revoke.' })
class RevokeApiKeyInput {
  @Field(() => ID, { description: 'The key’s id.' }) id!: string;
}

@Resolver()
export class ApiKeyResolver {
  @Query(() => [ApiKeyType], {
    description: 'The current workspace’s API keys, active first; admins and owners (REST: GET /v1/workspace/api-keys).',
  })
  apiKeys(@Ctx() ctx: Context) {
    return keys.listApiKeys(ctx);
  }

  @Query(() => [ApiScopeType], { description: 'The scopes a key can be given (REST: GET /v1/workspace/api-keys/scopes).' })
  apiKeyScopes() {
    return keys.apiScopes();
  }

  @Mutation(() => CreatedApiKeyType, {
    description: 'Makes an API key for the current workspace; the secret is in this answer only (REST: POST /v1/workspace/api-keys).',
  })
  createApiKey(@Ctx() ctx: Context, @Arg('input', () => CreateApiKeyInput, { description: 'The key.' }) input: CreateApiKeyInput) {
    return keys.createApiKey(ctx, serviceInput(input));
  }

  @Mutation(() => ApiKeyType, { description: 'Revokes an API key: its next request is refused (REST: DELETE /v1/workspace/api-keys).' })
  revokeApiKey(@Ctx() ctx: Context, @Arg('input', () => RevokeApiKeyInput, { description: 'The key.' }) input: RevokeApiKeyInput) {
    return keys.revokeApiKey(ctx, serviceInput(input));
  }
}
