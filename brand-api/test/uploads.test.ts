import { ZIP_MAX_ENTRIES, ZIP_REFUSED_MESSAGES } from '@fittizia/contract';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { displayName, storedName, zipProblem } from '../src/shared/uploads.ts';
import { docxBytes, zipBombDocx, zipBytes } from './cv-fixtures.ts';

describe('uploads (no database)', () => {
  it('a zip bomb is refused: a .docx that unpacks to 80 MB from a few kB, within a moment', async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(200_000);
    expect((await fileTypeFromBuffer(bomb))?.ext).toBe('docx');
    const started = performance.now();
    expect(await zipProblem(bomb)).toBe(ZIP_REFUSED_MESSAGES.tooLarge);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a part that lies about its unpacked size is refused too (it is inflated and counted)', async () => {
    const liar = zipBombDocx(80 * 1024 * 1024, 1000);
    expect(await zipProblem(liar)).toBeDefined();
  });

  it(`more than ${ZIP_MAX_ENTRIES} parts is refused; a real document and a damaged one are told apart`, async () => {
    const many = zipBytes(
      Object.fromEntries(Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, i) => [`p/${i}.xml`, 'x'])),
    );
    expect(await zipProblem(many)).toBe(ZIP_REFUSED_MESSAGES.tooLarge);
    expect(await zipProblem(docxBytes())).toBeUndefined();
    expect(await zipProblem(docxBytes().subarray(0, 200))).toBe(ZIP_REFUSED_MESSAGES.broken);
  });

  it('the name sent is kept only sanitised: no path, controls, CR/LF or bidi overrides', () => {
    expect(displayName('../../etc/passwd.pdf', 'pdf')).toBe('etcpasswd.pdf');
    expect(displayName('receipt\r\n.pdf', 'pdf')).toBe('receipt.pdf');
    expect(displayName('invoice\u202egpj.exe', 'pdf')).toBe('invoicegpj.exe');
    expect(displayName('C:\\Users\\ada\\cv.docx', 'docx')).toBe('CUsersadacv.docx');
    expect(displayName('CON', 'pdf')).toBe('file.pdf');
    expect(displayName('  ', 'png')).toBe('file.png');
    expect(displayName('Scarf photo.JPG', 'jpg')).toBe('Scarf photo.JPG');
  });

  it('files are stored under generated names of their detected type', () => {
    const a = storedName('pdf');
    expect(a).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedName('pdf')).not.toBe(a);
  });
});
