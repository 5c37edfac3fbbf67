export interface PresignedUpload {
  url: string;
  key: string;
  /** Public (CDN) URL the object is served from once uploaded. */
  publicUrl: string;
}

export interface BlobStore {
  presignPut(key: string, contentType: string, expiresInSeconds?: number): Promise<PresignedUpload>;
  presignGet(key: string, expiresInSeconds?: number): Promise<string>;
  getText(key: string): Promise<string>;
  putText(key: string, body: string, contentType?: string): Promise<void>;
}
