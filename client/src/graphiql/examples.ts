import { Kind, print, type DocumentNode, type OperationDefinitionNode, type TypeNode } from 'graphql';
import * as generated from '../gql/graphql';
import { SandboxViewerQuery } from './sandbox.documents';

export interface Example {
  name: string;
  type: OperationDefinitionNode['operation'];
  /** The feature whose file holds it, like "Portals" or "Team". */
  group: string;
  /** The operation with the fragments it uses, printed: what the app sends. */
  query: string;
  /** Its required variables with placeholders (JSON), or '' when it needs none. */
  variables: string;
}

/** The first tab: who you are, run as you. */
export const WELCOME_QUERY = `# Queries here run as you, with your session.
# Run: ▶ or Ctrl+Enter. "Examples" (left):
# every operation of the Portico app.
# As an API key instead: in Headers (below) write
# {"Authorization": "Bearer pk_…"}
query Me {
  me {
    id
    email
    firstName
    lastName
    currentWorkspaceId
  }
}
`;

// Which feature each operation belongs to: the *.documents.ts file that declares it, read as text.
// (Importing those modules would make them chunks of their own in the app's build too: more requests
// and a longer preload map for every screen.)
const featureFiles = import.meta.glob<string>('../features/**/*.documents.ts', { eager: true, query: '?raw', import: 'default' });
const OTHER = 'Other screens';

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;
const operationOf = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

function groupName(file: string): string {
  const base = file
    .split('/')
    .pop()!
    .replace(/\.documents\.ts$/, '')
    .replace(/-/g, ' ');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function placeholder(type: TypeNode): unknown {
  if (type.kind === Kind.LIST_TYPE) return [];
  if (type.kind === Kind.NON_NULL_TYPE) return placeholder(type.type);
  const name = type.name.value;
  if (name === 'Int' || name === 'Float') return 0;
  if (name === 'Boolean') return false;
  if (name === 'JSON' || name === 'JSONObject' || name.endsWith('Input')) return {};
  return '';
}

/** `{"slug": ""}` for `$slug: String!`: the variables the operation cannot run without, to fill in. */
function variablesFor(operation: OperationDefinitionNode): string {
  const required = (operation.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
  if (!required.length) return '';
  return JSON.stringify(Object.fromEntries(required.map((v) => [v.variable.name.value, placeholder(v.type)])), null, 2);
}

function collect(): Example[] {
  const groups = new Map<string, string>();
  for (const [file, source] of Object.entries(featureFiles)) {
    for (const [, name] of source.matchAll(/\b(?:query|mutation|subscription)\s+(\w+)/g)) groups.set(name!, groupName(file));
  }
  const examples: Example[] = [];
  for (const value of Object.values(generated)) {
    if (!isDocument(value) || value === SandboxViewerQuery) continue; // the sandbox's own header note
    const operation = operationOf(value);
    if (!operation?.name) continue; // a fragment's own document
    examples.push({
      name: operation.name.value,
      type: operation.operation,
      group: groups.get(operation.name.value) ?? OTHER,
      query: print(value),
      variables: variablesFor(operation),
    });
  }
  const order = (group: string) => (group === OTHER ? '\uffff' : group);
  return examples.sort((a, b) => order(a.group).localeCompare(order(b.group)) || a.name.localeCompare(b.name));
}

export const EXAMPLES: readonly Example[] = collect();
