import { Alert } from '@chakra-ui/react';
import type { FieldType } from '../../../gql/graphql';
import type { Collection, Field } from '../types';
import { fieldTypeInfo } from './field-types';

/** Said before saving a type change: every stored value is converted, or the change is refused. */
export function TypeChangeWarning({ collection, field, type }: { collection: Collection; field: Field; type: FieldType }) {
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          The values of {field.label} will be converted from {fieldTypeInfo(field.type).label} to {fieldTypeInfo(type).label}
        </Alert.Title>
        <Alert.Description>
          {collection.recordCount > 0
            ? `Portico converts the value in each of the ${collection.recordCount.toLocaleString('en')} records. If some cannot be converted, the change is refused, nothing is changed and you are told which records to fix first.`
            : 'The collection has no records yet, so nothing needs converting.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
