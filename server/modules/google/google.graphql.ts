import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { CALENDAR_CONNECTION_STATUSES } from '../../../db/schema/google.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { AuthPayloadType } from '../auth/auth.graphql.js';
import { UserType } from '../user/user.graphql.js';
import * as connection from './google.connection.js';
import * as signin from './google.signin.js';

const CalendarConnectionStatus = Object.fromEntries(CALENDAR_CONNECTION_STATUSES.map((s) => [s, s])) as {
  [K in (typeof CALENDAR_CONNECTION_STATUSES)[number]]: K;
};
registerEnumType(CalendarConnectionStatus, {
  name: 'CalendarConnectionStatus',
  description: 'Whether Google still accepts Portico’s access to the calendar.',
  valuesConfig: {
    CONNECTED: { description: 'Working: busy times are read and calls written.' },
    NEEDS_RECONNECT: {
      description: 'Google refused the access (removed or expired): booking goes on without the calendar until the builder reconnects.',
    },
  },
});

@ObjectType('GoogleCalendarAccount', {
  simpleResolvers: true,
  description: 'The builder’s Google Calendar: the account, whether Google still accepts Portico’s access, and the calendars chosen.',
})
class CalendarConnectionType {
  @Field(() => String, { description: 'Always GOOGLE.' }) provider!: string;
  @Field(() => String, { description: 'The Google account connected.' }) accountEmail!: string;
  @Field(() => CalendarConnectionStatus, { description: 'Working, or waiting for the builder to reconnect.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Why it needs reconnecting.' }) statusReason!: string | null;
  @Field(() => [String], { description: 'The calendars whose busy times take time off the booking pages.' }) conflictCalendarIds!: string[];
  @Field(() => String, { nullable: true, description: 'The calendar where confirmed calls are written; null writes none.' })
  hostCalendarId!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was connected.' }) connectedAt!: Date;
}

@ObjectType('CalendarStatus', { simpleResolvers: true, description: 'Whether the builder connected Google Calendar, and the connection.' })
class CalendarStatusType {
  @Field(() => Boolean, { description: 'A connection exists (it may need reconnecting).' }) connected!: boolean;
  @Field(() => CalendarConnectionType, { nullable: true, description: 'The connection.' }) connection!: CalendarConnectionType | null;
}

@ObjectType('CalendarEntry', { simpleResolvers: true, description: 'One calendar of the connected Google account.' })
class CalendarEntryType {
  @Field(() => String, { description: 'Google’s id of the calendar (the primary one is the address).' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) summary!: string;
  @Field(() => Boolean, { description: 'The account’s own calendar.' }) primary!: boolean;
  @Field(() => String, { description: 'owner, writer, reader or freeBusyReader: the first two can hold the calls.' }) accessRole!: string;
  @Field(() => String, { nullable: true, description: 'Its colour in Google Calendar.' }) backgroundColor!: string | null;
}

@ObjectType('CalendarOptions', {
  simpleResolvers: true,
  description: 'The account’s calendars (none while the connection needs reconnecting) and the builder’s choices.',
})
class CalendarOptionsType {
  @Field(() => CalendarConnectionType, { description: 'The connection and its choices.' }) connection!: CalendarConnectionType;
  @Field(() => [CalendarEntryType], { description: 'The account’s calendars, the primary first.' }) calendars!: CalendarEntryType[];
}

@ObjectType('AuthorizeUrl', { simpleResolvers: true, description: 'Google’s consent screen to send the browser to.' })
class AuthorizeUrlType {
  @Field(() => String, { description: 'The address.' }) url!: string;
}

@ObjectType('GoogleSignInStart', {
  simpleResolvers: true,
  description: 'Google’s sign-in screen for this browser’s PKCE challenge, the state Google sends back, and the return address.',
})
class GoogleSignInStartType {
  @Field(() => String, { description: 'The address to send the browser to.' }) url!: string;
  @Field(() => String, { description: 'The state Google sends back; keep it to compare.' }) state!: string;
  @Field(() => String, { description: 'Where Google sends the browser back (send it again with the code).' }) redirectUri!: string;
}

@InputType('ConnectGoogleCalendarInput', { description: 'What Google sent back to /oauthCallback/calendar.' })
class ConnectGoogleCalendarInput {
  @Field(() => String, { description: 'The authorization code.' }) code!: string;
  @Field(() => String, { description: 'The state.' }) state!: string;
}

@InputType('CalendarConflictsInput', { description: 'The calendars that block the builder’s time.' })
class CalendarConflictsInput {
  @Field(() => [String], { description: 'Calendar ids from calendarOptions (at most 25; empty for none).' }) conflictCalendarIds!: string[];
}

@InputType('CalendarHostInput', { description: 'The calendar where confirmed calls are written.' })
class CalendarHostInput {
  @Field(() => String, { nullable: true, description: 'A calendar id the account can write to; null writes none.' })
  hostCalendarId!: string | null;
}

@InputType('GoogleSignInStartInput', { description: 'The browser’s PKCE challenge.' })
class GoogleSignInStartInput {
  @Field(() => String, { description: 'base64url(SHA-256(code verifier)), 43 characters.' }) codeChallenge!: string;
}

@InputType('GoogleConnectInput', { description: 'What Google sent back to /oauthCallback/google, with the browser’s PKCE verifier.' })
class GoogleConnectInput {
  @Field(() => String, { description: 'The authorization code.' }) code!: string;
  @Field(() => String, { description: 'The PKCE code verifier the challenge was made from.' }) codeVerifier!: string;
  @Field(() => String, { description: 'The return address the sign-in began with.' }) redirectUri!: string;
  @Field(() => String, { description: 'The state Google sent back.' }) state!: string;
}

@ObjectType('SignInProviders', { simpleResolvers: true, description: 'The ways to sign in besides a password that this server offers.' })
class SignInProvidersType {
  @Field(() => Boolean, { description: '“Continue with Google” works.' }) google!: boolean;
}

@Resolver()
export class GoogleResolver {
  @Query(() => SignInProvidersType, { description: 'The ways to sign in besides a password (REST: GET /v1/auth/providers).' })
  signInProviders(@Ctx() ctx: Context) {
    return { google: ctx.config.google !== null };
  }

  @Query(() => CalendarStatusType, {
    description: 'The builder’s Google Calendar connection (REST: GET /v1/integrations/calendar/connected).',
  })
  calendarConnection(@Ctx() ctx: Context) {
    return connection.status(ctx);
  }

  @Query(() => CalendarOptionsType, {
    description: 'The connected account’s calendars and the builder’s choices (REST: GET /v1/integrations/calendar/options).',
  })
  calendarOptions(@Ctx() ctx: Context) {
    return connection.options(ctx);
  }

  @Mutation(() => AuthorizeUrlType, {
    description: 'Begin connecting Google Calendar: the consent screen’s address (REST: GET /v1/integrations/calendar/google/authorize).',
  })
  startGoogleCalendarConnect(@Ctx() ctx: Context) {
    return connection.authorize(ctx);
  }

  @Mutation(() => CalendarStatusType, { description: 'Finish connecting Google Calendar (REST: POST /v1/integrations/calendar/google).' })
  connectGoogleCalendar(
    @Ctx() ctx: Context,
    @Arg('input', () => ConnectGoogleCalendarInput, { description: 'The code and state.' }) input: ConnectGoogleCalendarInput,
  ) {
    return connection.connect(ctx, serviceInput(input));
  }

  @Mutation(() => CalendarStatusType, { description: 'Disconnect Google Calendar (REST: DELETE /v1/integrations/calendar/google).' })
  disconnectGoogleCalendar(@Ctx() ctx: Context) {
    return connection.disconnect(ctx);
  }

  @Mutation(() => CalendarOptionsType, {
    description: 'Choose the calendars that block the builder’s time (REST: PUT /v1/integrations/calendar/options).',
  })
  updateCalendarConflicts(
    @Ctx() ctx: Context,
    @Arg('input', () => CalendarConflictsInput, { description: 'The calendars.' }) input: CalendarConflictsInput,
  ) {
    return connection.saveConflicts(ctx, serviceInput(input));
  }

  @Mutation(() => CalendarOptionsType, {
    description: 'Choose the calendar where confirmed calls are written (REST: PUT /v1/integrations/calendar/host).',
  })
  setCalendarHost(@Ctx() ctx: Context, @Arg('input', () => CalendarHostInput, { description: 'The calendar.' }) input: CalendarHostInput) {
    return connection.saveHost(ctx, serviceInput(input));
  }

  @Mutation(() => GoogleSignInStartType, { description: 'Begin “Continue with Google” (REST: POST /v1/auth/google/start).' })
  startGoogleSignIn(
    @Ctx() ctx: Context,
    @Arg('input', () => GoogleSignInStartInput, { description: 'The PKCE challenge.' }) input: GoogleSignInStartInput,
  ) {
    return signin.startSignIn(ctx, serviceInput(input));
  }

  @Mutation(() => AuthPayloadType, { description: 'Sign in (or register) with Google (REST: POST /v1/auth/google-connect).' })
  googleConnect(
    @Ctx() ctx: Context,
    @Arg('input', () => GoogleConnectInput, { description: 'What Google sent back.' }) input: GoogleConnectInput,
  ) {
    return signin.googleConnect(ctx, serviceInput(input));
  }

  @Mutation(() => GoogleSignInStartType, {
    description: 'Begin linking Google to the signed-in account (REST: POST /v1/auth/google/link/start).',
  })
  startGoogleLink(
    @Ctx() ctx: Context,
    @Arg('input', () => GoogleSignInStartInput, { description: 'The PKCE challenge.' }) input: GoogleSignInStartInput,
  ) {
    return signin.startLink(ctx, serviceInput(input));
  }

  @Mutation(() => UserType, {
    description: 'Link the Google account just chosen to the signed-in account (REST: POST /v1/auth/google/link).',
  })
  linkGoogle(
    @Ctx() ctx: Context,
    @Arg('input', () => GoogleConnectInput, { description: 'What Google sent back.' }) input: GoogleConnectInput,
  ) {
    return signin.linkGoogle(ctx, serviceInput(input));
  }

  @Mutation(() => UserType, { description: 'Stop signing in with Google (REST: DELETE /v1/auth/google/link).' })
  unlinkGoogle(@Ctx() ctx: Context) {
    return signin.unlinkGoogle(ctx);
  }
}
