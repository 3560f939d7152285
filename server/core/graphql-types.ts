import { Field, ObjectType } from 'type-graphql';

/** The answer of every live availability check (username, slug, sub-domain). */
@ObjectType('Availability', { simpleResolvers: true })
export class AvailabilityType {
  @Field(() => Boolean) available!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it is not available (or a note when it is).' })
  reason!: string | null;
}
