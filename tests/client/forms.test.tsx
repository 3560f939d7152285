import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRules, FORM_MESSAGES, formatMessage } from '../../client/src/features/forms/messages';
import { renderApp } from './render';

describe('generic form messages', () => {
  it('fills the seed templates', () => {
    expect(formatMessage(FORM_MESSAGES.required, { label: 'Email' })).toBe('Please enter Email');
    const password = fieldRules('Password', { required: true, min: 8, max: 128 });
    expect(password.required).toBe('Please enter Password');
    expect(password.validate('short')).toBe('Password must be between 8 and 128 characters');
    expect(password.validate('long enough')).toBe(true);
    expect(fieldRules('Name', { max: 3 }).validate('Grace')).toBe('Name cannot be longer than 3 characters');
    expect(fieldRules('Code', { len: 4 }).validate('12345')).toBe('Code must be exactly 4 characters');
    expect(fieldRules('Seats', { type: 'number', min: 1 }).validate('0')).toBe('Seats cannot be less than 1');
    expect(fieldRules('Seats', { type: 'number' }).validate('many')).toBe('Please enter a valid number');
    expect(fieldRules('Slug', { pattern: /^[a-z]+$/ }).validate('Not OK')).toBe('Slug does not match the pattern /^[a-z]+$/');
  });

  it('shows them on the register screen before anything is sent', async () => {
    renderApp('/auth/register');
    const submit = await screen.findByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter First name')).toBeTruthy();
    expect(screen.getByText('Please enter Last name')).toBeTruthy();
    expect(screen.getByText('Please enter Email')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    expect(await screen.findByText('Password must be between 8 and 128 characters')).toBeTruthy();
  });
});
