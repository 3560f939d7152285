import type { Page } from '@playwright/test';

/** The GraphQL sandbox at GET /graphql (client/src/graphiql/): Portico's header around GraphiQL. */
export class GraphqlIdePage {
  constructor(private readonly page: Page) {}

  goto() {
    return this.page.goto('/graphql');
  }

  get header() {
    return this.page.getByRole('banner');
  }
  get sessionNote() {
    return this.header.getByRole('status');
  }
  get signIn() {
    return this.header.getByRole('link', { name: 'Sign in' });
  }
  get backToApp() {
    return this.header.getByRole('link', { name: 'Back to the app', exact: true });
  }
  get run() {
    return this.page.getByRole('button', { name: /^Execute query/ });
  }
  get operationEditor() {
    return this.page.getByRole('region', { name: 'Operation Editor' });
  }
  /** Runs the active tab's operation once Monaco shows it (a click before that runs nothing). */
  async runOperation(name: string) {
    // Monaco draws spaces as U+00A0: \s matches both.
    await this.operationEditor
      .getByText(new RegExp(`(query|mutation)\\s${name}\\b`))
      .first()
      .waitFor({ timeout: 20_000 });
    await this.run.click();
  }
  get result() {
    return this.page.getByRole('region', { name: 'Result Window' });
  }
  get operationTabs() {
    return this.page.getByRole('tablist', { name: 'Select active operation' });
  }
  get examplesButton() {
    return this.page.getByRole('button', { name: /^(Show|Hide) Examples$/ });
  }
  get examples() {
    return this.page.getByRole('region', { name: 'Examples' });
  }
  example(name: string) {
    return this.examples.getByRole('button', { name: new RegExp(`^${name}\\W+(query|mutation)$`) });
  }
  /** The result as text, without the line breaks Monaco wraps long values with. */
  resultText() {
    return this.result.evaluate((element) => element.textContent?.replace(/\s+/g, '') ?? '');
  }
}
