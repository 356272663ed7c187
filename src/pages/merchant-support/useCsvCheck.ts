import { useCallback, useRef, useState } from 'react';
import type { CheckedFile, UploadKind } from '../../../contract/uploads';
import { checkFileInWorker, fileRefusal } from './csv/check-file';

export interface CsvCheckState {
  file: File | null;
  /** A §5.6 refusal of the file itself (type, size, none). */
  refusal: string | null;
  checking: boolean;
  percent: number;
  checked: CheckedFile | null;
}

const EMPTY: CsvCheckState = { file: null, refusal: null, checking: false, percent: 0, checked: null };

/** Picks a file, refuses it by name/type/size at once, then parses and validates it in the CSV worker. */
export function useCsvCheck(kind: UploadKind) {
  const [state, setState] = useState<CsvCheckState>(EMPTY);
  const run = useRef(0);
  const pick = useCallback(
    async (file: File | null) => {
      const id = ++run.current;
      const refusal = fileRefusal(file);
      if (!file || refusal) return setState({ ...EMPTY, file, refusal });
      setState({ ...EMPTY, file, checking: true });
      try {
        const checked = await checkFileInWorker(
          kind,
          file,
          (percent) => id === run.current && setState((s) => ({ ...s, percent })),
        );
        if (id === run.current) setState({ file, refusal: null, checking: false, percent: 100, checked });
      } catch (error) {
        if (id === run.current)
          setState({ ...EMPTY, file, refusal: error instanceof Error ? error.message : String(error) });
      }
    },
    [kind],
  );
  const clear = useCallback(() => {
    run.current++;
    setState(EMPTY);
  }, []);
  return { ...state, pick, clear };
}
