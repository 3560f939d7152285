// The sign-in screens use the same helper as every other form.
export { applyServerErrors } from '../forms/server-errors';
