// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { istInputOf } from '../../../../../contract/bank-downtime/rules';
import { bannerPng } from '../../../../../server/db/seed/banner-images';
import { loadAreas } from '../../../../../src/i18n';
import { BannerUploadDialog } from '../../../../../src/pages/upload-banner/BannerUploadDialog';
import { renderInAdmin, signInWith } from '../../../helpers/admin-harness';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['paylaterAdmin']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signInWith(['CAN_MANAGE_BANNERS']);
});
afterEach(() => vi.unstubAllGlobals());

const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name, { type: 'image/png' });

describe('Upload banner dialog', () => {
  it('refuses other bytes named .png and the wrong size; sends a placement-sized PNG with its window', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'ok', data: { id: 9, title: 'Spring' } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const onClose = vi.fn();
    renderInAdmin(<BannerUploadDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload banner' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText('Starts (IST)'), {
      target: { value: istInputOf(Date.now() - 60_000) },
    });
    fireEvent.change(within(dialog).getByLabelText('Ends (IST)'), {
      target: { value: istInputOf(Date.now() + 86_400_000) },
    });
    const input = within(dialog).getByTestId('banner-file');
    fireEvent.change(input, { target: { files: [file(new TextEncoder().encode('GIF89a not a png'), 'a.png')] } });
    expect(await within(dialog).findByText('The image must be a PNG, JPEG or WebP file.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file(bannerPng(1080, 540, [1, 2, 3]), 'b.png')] } });
    expect(
      await within(dialog).findByText('This placement needs a 1080×360 image; this one is 1080×540.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [file(bannerPng(1080, 360, [1, 2, 3]), 'c.png')] } });
    await within(dialog).findByRole('img', { name: 'The chosen image as it will be uploaded' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/crm\/app-banners$/);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as {
      title: string;
      placement: string;
      image: { fileName: string; content: string };
    };
    expect(body).toMatchObject({ title: 'Spring', placement: 'HOME_TOP', image: { fileName: 'c.png' } });
    expect(Buffer.from(body.image.content, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
