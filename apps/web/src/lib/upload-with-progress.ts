import { RestRefusal } from './api-error';

/** How far an upload is: bytes sent of the whole body. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Posts a multipart form to a REST path and reports how much of it has been sent (fetch cannot tell an
 * upload's progress; XMLHttpRequest can). A refusal is thrown as a RestRefusal, which readApiError reads.
 */
export function uploadWithProgress(
  path: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      let answer: unknown = {};
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : {};
      } catch {
        // A body that is not JSON (a proxy's page) reads as saying nothing: the caller's own words show.
      }
      if (request.status >= 200 && request.status < 300) resolve(answer);
      else reject(new RestRefusal(request.status, (answer ?? {}) as RestRefusal['body']));
    });
    request.addEventListener('error', () => reject(new RestRefusal(0, {})));
    request.addEventListener('abort', () => reject(new RestRefusal(0, {})));
    request.send(body);
  });
}
