import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../server/core/errors';
import { fieldsInput, normalizeFields } from '../../server/modules/database/database.fields';
import { createApolloClient } from '../../client/src/app/api/apollo';
import { loadFullSystem } from '../../client/src/app/theme';
import { FieldEditorDialog } from '../../client/src/features/database/FieldEditorDialog';
import type { Collection } from '../../client/src/features/database/types';
import { collection, field } from './fixtures';
import { serverAnswers } from './render';

/**
 * The builder app has no copy of the server's field rules: it imports the server's own module
 * (server/modules/database/database.rules.ts). These tests hold the editor to the server's words:
 * the sentence it shows before saving is the one the server's validation gives for the same field.
 */
function serverSays(input: Record<string, unknown>): string {
  const parsed = fieldsInput.safeParse([input]);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  try {
    normalizeFields(parsed.data, [], new Set());
  } catch (error) {
    if (error instanceof AppError) return Object.values(error.details ?? {})[0] as string;
    throw error;
  }
  throw new Error(`the server accepts ${JSON.stringify(input)}`);
}

let fullSystem: SystemContext;
beforeAll(async () => {
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  fullSystem = await loadFullSystem();
});

const deals = collection('7b5d1e2f-0000-4000-8000-000000000002', 'Deals', 3, [field('name', 'Name', 'TEXT')]) as unknown as Collection;

function Editor() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ChakraProvider value={fullSystem}>
      <ApolloProvider client={client}>
        <FieldEditorDialog open onClose={() => {}} collection={deals} collections={[deals]} />
      </ApolloProvider>
    </ChakraProvider>
  );
}

/** Opens "Add a field", names it and picks its type; every GraphQL request is recorded (none is expected). */
async function addField(label: string, typeName: RegExp) {
  localStorage.setItem('token', 'tkn');
  const server = serverAnswers({ '/graphql': () => ({ status: 500, body: {} }) });
  vi.stubGlobal('fetch', server.fetchImpl);
  const user = userEvent.setup();
  render(<Editor />);
  const editor = await screen.findByRole('dialog', { name: 'Add a field to Deals' });
  await user.type(within(editor).getByRole('textbox', { name: /Field name/ }), label);
  await user.click(within(editor).getByRole('combobox', { name: 'Type' }));
  await user.click(await within(editor).findByRole('option', { name: typeName }));
  return { editor, user, requests: server.calls };
}

describe('the field editor says what the server would say, before saving', () => {
  it.each([
    ['NUMBER', /^Number/, '12abc', 'Amount'],
    ['EMAIL', /^Email/, 'ada@example', 'Contact'],
    ['URL', /^Link(?!ed)/, 'ftp://files.example.com', 'Website'],
  ] as const)('a default value the server refuses for a %s field', async (type, typeName, typed, label) => {
    const { editor, user, requests } = await addField(label, typeName);
    const input = within(editor).getByLabelText('Default value');
    await user.type(input, typed);
    await user.click(within(editor).getByRole('button', { name: 'Add field' }));

    const expected = serverSays({ label, type, defaultValue: typed });
    expect(expected).toMatch(/^Default value: /);
    expect(await within(editor).findByText(expected)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['a choice listed twice', ['Open', 'open']],
    ['a choice with a comma', ['Open', 'Won, paid']],
    ['an empty choice', ['Open', '  ']],
  ])('%s', async (_case, values) => {
    const { editor, user, requests } = await addField('Stage', /^Single select/);
    for (const [i, value] of values.entries()) {
      // An empty choice is one added and then cleared.
      await user.type(within(editor).getByRole('textbox', { name: 'New choice' }), `${value.trim() || 'x'}{Enter}`);
      if (!value.trim()) await user.clear(within(editor).getByRole('textbox', { name: `Choice ${i + 1}` }));
    }
    await user.click(within(editor).getByRole('button', { name: 'Add field' }));

    const expected = serverSays({ label: 'Stage', type: 'SELECT', choices: values.map((value) => ({ value, color: 'blue' })) });
    expect(await within(editor).findByText(expected)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
