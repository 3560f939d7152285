import { graphql } from '../../gql';

export const CalendarAccountFields = graphql(`
  fragment CalendarAccountFields on GoogleCalendarAccount {
    provider
    accountEmail
    status
    statusReason
    conflictCalendarIds
    hostCalendarId
    connectedAt
  }
`);

export const CalendarConnectionQuery = graphql(`
  query CalendarConnection {
    calendarConnection {
      connected
      connection {
        ...CalendarAccountFields
      }
    }
  }
`);

export const CalendarOptionsFields = graphql(`
  fragment CalendarOptionsFields on CalendarOptions {
    connection {
      ...CalendarAccountFields
    }
    calendars {
      id
      summary
      primary
      accessRole
      backgroundColor
    }
  }
`);

export const CalendarOptionsQuery = graphql(`
  query CalendarOptions {
    calendarOptions {
      ...CalendarOptionsFields
    }
  }
`);

export const StartGoogleCalendarConnectMutation = graphql(`
  mutation StartGoogleCalendarConnect {
    startGoogleCalendarConnect {
      url
    }
  }
`);

export const DisconnectGoogleCalendarMutation = graphql(`
  mutation DisconnectGoogleCalendar {
    disconnectGoogleCalendar {
      connected
      connection {
        ...CalendarAccountFields
      }
    }
  }
`);

export const UpdateCalendarConflictsMutation = graphql(`
  mutation UpdateCalendarConflicts($input: CalendarConflictsInput!) {
    updateCalendarConflicts(input: $input) {
      ...CalendarOptionsFields
    }
  }
`);

export const SetCalendarHostMutation = graphql(`
  mutation SetCalendarHost($input: CalendarHostInput!) {
    setCalendarHost(input: $input) {
      ...CalendarOptionsFields
    }
  }
`);

/** Whether this server offers Google sign-in, and whether the builder linked it. */
export const GoogleSignInStatusQuery = graphql(`
  query GoogleSignInStatus {
    signInProviders {
      google
    }
    me {
      id
      googleLinked
    }
  }
`);

export const StartGoogleLinkMutation = graphql(`
  mutation StartGoogleLink($input: GoogleSignInStartInput!) {
    startGoogleLink(input: $input) {
      url
      state
      redirectUri
    }
  }
`);

export const UnlinkGoogleMutation = graphql(`
  mutation UnlinkGoogle {
    unlinkGoogle {
      id
      googleLinked
    }
  }
`);
