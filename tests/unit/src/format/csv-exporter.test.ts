// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { csvExporter } from '../../../../src/format/csv-exporter';
import { UTF8_BOM } from '../../../../src/format/csv';

afterEach(() => vi.restoreAllMocks());

it('downloads <name>.csv with a BOM, the given headers and formula-escaped text (issue 38 M2)', async () => {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:csv'));
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('users.csv');
  });
  const exporter = csvExporter<{ name: string; amount: number }>('users', () => [
    { header: 'Name', value: (r) => r.name },
    { header: 'Amount', value: (r) => r.amount },
  ]);
  await exporter([{ name: '=HYPERLINK("x")', amount: -500 }], vi.fn(), {} as never, 'users');
  expect(click).toHaveBeenCalledOnce();
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob!.arrayBuffer());
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  expect(text.slice(UTF8_BOM.length)).toBe('Name,Amount\r\n"\'=HYPERLINK(""x"")",-500');
});
