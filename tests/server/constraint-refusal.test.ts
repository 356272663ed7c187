import { describe, expect, it } from 'vitest';
import { columnsOf, constraintKindOf, constraintRefusal } from '../../server/plugins/constraint-refusal.js';
import { refusalOf } from '../../server/plugins/error-handler.js';
import { summaryOf, validationRefusal, wordingFor } from '../../server/plugins/refusal.js';
import { RequestError } from '../../server/plugins/validation.js';

/** Database constraint errors as the answer they deserve, on both dialects (pure; the wiring is in no-server-errors). */
const sqlite = (code: string, message: string) => Object.assign(new Error(message), { code });
const postgres = (code: string, extra: Record<string, string>) => Object.assign(new Error('pg'), { code, ...extra });

describe('constraintRefusal', () => {
  it.each([
    [
      'SQLite unique',
      sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: fd_plans.plan_id'),
      409,
      { plan_id: 'Already exists.' },
    ],
    [
      'SQLite unique over two columns',
      sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: alerts.alert_type, alerts.product'),
      409,
      { alert_type: 'Already exists.', product: 'Already exists.' },
    ],
    [
      'SQLite primary key',
      sqlite('SQLITE_CONSTRAINT_PRIMARYKEY', 'UNIQUE constraint failed: staff_roles.staff_id, staff_roles.role_id'),
      409,
      { staff_id: 'Already exists.', role_id: 'Already exists.' },
    ],
    [
      'SQLite not null',
      sqlite('SQLITE_CONSTRAINT_NOTNULL', 'NOT NULL constraint failed: fd_plans.interest_rate'),
      400,
      { interest_rate: 'Required!' },
    ],
    [
      'SQLite check',
      sqlite('SQLITE_CONSTRAINT_CHECK', 'CHECK constraint failed: amount_positive'),
      400,
      { amount_positive: 'Not an allowed value.' },
    ],
    [
      'PostgreSQL unique',
      postgres('23505', { detail: 'Key (plan_id)=(FD_1) already exists.' }),
      409,
      { plan_id: 'Already exists.' },
    ],
    [
      'PostgreSQL unique over two columns',
      postgres('23505', { detail: 'Key (alert_type, product)=(A, B) already exists.' }),
      409,
      { alert_type: 'Already exists.', product: 'Already exists.' },
    ],
    ['PostgreSQL not null', postgres('23502', { column: 'interest_rate' }), 400, { interest_rate: 'Required!' }],
    [
      'PostgreSQL missing reference',
      postgres('23503', { detail: 'Key (role_id)=(999) is not present in table "roles".' }),
      409,
      { role_id: 'No such record.' },
    ],
    ['PostgreSQL check', postgres('23514', { column: 'amount' }), 400, { amount: 'Not an allowed value.' }],
  ])('%s', (_name, error, status, errors) => {
    const refusal = constraintRefusal(error);
    expect(refusal).toMatchObject({ status, errors });
    expect(refusal!.message).toMatch(new RegExp(`^${Object.keys(errors).join(', ')}: `));
  });

  it.each([
    [
      'SQLite foreign key (it does not say which)',
      sqlite('SQLITE_CONSTRAINT_FOREIGNKEY', 'FOREIGN KEY constraint failed'),
    ],
    [
      'PostgreSQL row still referenced',
      postgres('23503', { detail: 'Key (id)=(3) is still referenced from table "approval_requests".' }),
    ],
  ])('%s → 409 with a reason, naming no field', (_name, error) => {
    expect(constraintRefusal(error)).toEqual({
      status: 409,
      message: expect.stringMatching(
        /refers to a record that does not exist, or removes one that other records still refer to/,
      ),
    });
  });

  it.each([
    ['value too long', '22001'],
    ['number out of range', '22003'],
    ['not a number', '22P02'],
  ])('PostgreSQL data exception (%s) → 400', (_name, code) => {
    expect(constraintRefusal(postgres(code, {}))).toMatchObject({ status: 400 });
  });

  it('anything else is not a constraint (it stays a 500)', () => {
    for (const error of [
      new Error('boom'),
      sqlite('SQLITE_BUSY', 'database is locked'),
      postgres('40001', {}),
      postgres('57P01', {}),
      null,
      'text',
      { code: 42 },
    ]) {
      expect(constraintKindOf(error)).toBeNull();
      expect(constraintRefusal(error)).toBeNull();
    }
  });

  it('columnsOf reads SQLite messages, PostgreSQL columns and details', () => {
    expect(columnsOf(sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: staff.email'))).toEqual(['email']);
    expect(columnsOf(postgres('23505', { detail: 'Key ("weird name")=(x) already exists.' }))).toEqual(['weird name']);
    expect(columnsOf(new Error('x'))).toEqual([]);
  });
});

describe('refusalOf: every error in one place', () => {
  it('input that failed a route schema → 400 naming each field, in the route’s wording', () => {
    const error = Object.assign(new Error('body/brand Required!'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [] as unknown[],
    });
    const issues = [
      { instancePath: '/brand', message: 'Required!' },
      { instancePath: '/configs/position', message: 'Cannot be negative.' },
      { instancePath: '/brand', message: 'ignored: second message of the same field' },
    ];
    expect(validationRefusal(issues, 'named')).toEqual({
      status: 400,
      message: 'brand: Required!',
      errors: { brand: 'Required!', 'configs.position': 'Cannot be negative.' },
    });
    expect(validationRefusal(issues, 'every').message).toBe('brand: Required!; configs.position: Cannot be negative.');
    expect(validationRefusal(issues, 'bare').message).toBe('Required!');
    expect(summaryOf({ _: 'Invalid input: expected object, received string' })).toBe(
      'Invalid input: expected object, received string',
    );
    expect(wordingFor({ params: 'bare' }, 'params')).toBe('bare');
    expect(wordingFor({ params: 'bare' }, 'body')).toBe('named');
    expect(refusalOf(error).status).toBe(400);
  });

  it('a RequestError as it is; a constraint error mapped; anything else 500 without details', () => {
    expect(refusalOf(new RequestError(412, 'stale', { version: 'stale' }))).toEqual({
      status: 412,
      message: 'stale',
      errors: { version: 'stale' },
    });
    expect(refusalOf(sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: staff.email')).status).toBe(409);
    expect(refusalOf(Object.assign(new Error('Body cannot be empty'), { statusCode: 400 }))).toEqual({
      status: 400,
      message: 'Body cannot be empty',
    });
    expect(refusalOf(new Error('secret detail: connection string'))).toEqual({
      status: 500,
      message: 'Something went wrong.',
    });
  });
});
