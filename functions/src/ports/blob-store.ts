export interface PresignedUpload {
  url: string;
  key: string;
  /** Public (CDN) URL the object is served from once uploaded. */
  publicUrl: string;
}

export interface BlobStore {
  /**
   * A presigned PUT URL. With `contentLength` the length is part of the signature, so S3 refuses a
   * body of any other size (stand-ins that skip signature checks do not: readers check `size`).
   */
  presignPut(
    key: string,
    contentType: string,
    expiresInSeconds?: number,
    contentLength?: number,
  ): Promise<PresignedUpload>;
  presignGet(key: string, expiresInSeconds?: number): Promise<string>;
  /** The stored object's size in bytes (HeadObject), or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The object's text; with `maxBytes`, at most that many bytes are read (a ranged GET). */
  getText(key: string, maxBytes?: number): Promise<string>;
  /** The object's bytes; with `maxBytes`, at most that many bytes are read (a ranged GET). */
  getBytes(key: string, maxBytes?: number): Promise<Uint8Array>;
  /** Stores `body` (text, or bytes such as a white-label logo). */
  putText(key: string, body: string | Uint8Array, contentType?: string): Promise<void>;
}
