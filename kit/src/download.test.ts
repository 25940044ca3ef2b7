import { downloadText } from './download';

const BOM = '\uFEFF';

describe('downloadText', () => {
  it('hands the browser a UTF-8 CSV blob under the given name, then frees it', async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      downloadText('reporte.csv', `${BOM}a;b\r\n`);
      expect(clicked).toEqual([{ href: 'blob:report', download: 'reporte.csv' }]);
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await blobs[0].arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});
