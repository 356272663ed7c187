import { describe, expect, it } from 'vitest';
import { titleKeyFor } from '../../../../src/layout/route-titles';
import { RESOURCES } from '../../../../resources';
import { PAGES } from '../../../../src/pages';

describe('titleKeyFor', () => {
  it('titles resource routes and page routes', () => {
    expect(titleKeyFor('/user', RESOURCES, PAGES)).toBe('resources.users.title');
    expect(titleKeyFor('/user/3', RESOURCES, PAGES)).toBe('resources.users.title');
    expect(titleKeyFor('/role-permission', RESOURCES, PAGES)).toBe('pages.role_permission.title');
    expect(titleKeyFor('/nowhere', RESOURCES, PAGES)).toBeNull();
  });
});
