import type { CheckedFile, UploadKind } from '../../../../contract/uploads';

export interface WorkerRequest {
  id: number;
  kind: UploadKind;
  file: Blob;
}

export type WorkerReply =
  | { id: number; type: 'progress'; percent: number }
  | { id: number; type: 'done'; checked: CheckedFile }
  | { id: number; type: 'error'; message: string };
