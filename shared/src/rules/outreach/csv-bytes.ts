// Shared by the server (readUpload) and the SPA (the CSV step reads the file before uploading it).

/**
 * The text of an uploaded file as spreadsheets save it: UTF-8 (with or without BOM), UTF-16 with its
 * BOM (Excel's "Unicode Text"), or, when the bytes are not UTF-8, Windows-1252 (Excel's
 * "CSV (Comma delimited)" on Windows). The BOM is dropped.
 *
 * @example
 * decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x41, 0x00])) // 'A'
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
