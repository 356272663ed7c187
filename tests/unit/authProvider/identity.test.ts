import { describe, expect, it } from 'vitest';
import { initialsOf, tokenSubject } from '../../../authProvider/identity';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Omar Ops Kapoor')).toBe('OK');
    expect(initialsOf('asha admin')).toBe('AA');
  });
  it('copes with one word, extra spaces and nothing', () => {
    expect(initialsOf('  Nina  ')).toBe('N');
    expect(initialsOf('  Nina   No  Access ')).toBe('NA');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});

describe('tokenSubject', () => {
  it('reads a numeric subject', () => {
    expect(tokenSubject(jwt({ sub: '7' }))).toBe(7);
    expect(tokenSubject(jwt({ sub: 12 }))).toBe(12);
  });
  it('refuses missing or odd subjects', () => {
    expect(tokenSubject(jwt({}))).toBeNull();
    expect(tokenSubject(jwt({ sub: 'abc' }))).toBeNull();
    expect(tokenSubject('garbage')).toBeNull();
  });
});
