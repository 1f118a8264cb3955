import { prepareZXingModule } from '@yudiel/react-qr-scanner';
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The QR scanner decodes with ZXing compiled to WebAssembly. By default the library
 * fetches the .wasm file from a public CDN, which the portal's content security policy
 * forbids and which a gate without internet could not reach anyway. Vite bundles the
 * file with the app instead (the `?url` import), and this points the loader at it.
 *
 * Importing this module is enough; it runs once, before the first scan.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + path),
  },
});
