import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type SubmitEvent } from 'react';
import { useQuery } from 'urql';
import { usePageLocation } from '@/app/page/page-location';
import { PhotometryCheckQuery, photometryCheckView, refusedFileView } from './photometry-check';
import { PhotometryChecker, type PhotometryCheckerProps } from './photometry-checker';
import { maxPhotometricFileBytes, photometricFileField } from './photometry-upload';

type Shown = Pick<PhotometryCheckerProps, 'answer' | 'missingFile'>;

// urql sends a query as GET when it fits the URL; one that carries a file must be a multipart POST.
const postedWithFile = { preferGetMethod: false } as const;
// The paused query's variable: one file for every render, so its request stays the same.
const noFile = new File([], '');

/**
 * The checker answering in place: the file goes to the BFF as a GraphQL multipart request
 * (urql's `useQuery`; a new file is a new request) and its report replaces the last one. What
 * needs no server (no file, a file over 2 MB) is answered here, before anything is sent.
 */
export function PhotometryCheckerLive(initial: Shown) {
  const { i18n } = useLingui();
  const { locale } = usePageLocation();
  // The file sent last, or what the form answered itself (then nothing is being sent).
  const [current, setCurrent] = useState<{ sent: File } | { shown: Shown }>({ shown: initial });
  const sent = 'sent' in current ? current.sent : null;
  const [{ data, error, fetching, operation }] = useQuery({
    query: PhotometryCheckQuery,
    variables: { file: sent ?? noFile },
    pause: sent === null,
    requestPolicy: 'network-only',
    context: postedWithFile,
  });
  const answered = data?.photometryCheck;
  const answeredFor = operation?.variables.file.name ?? '';
  const fromServer = useMemo(
    () => (answered ? photometryCheckView(answered, answeredFor, i18n, locale) : null),
    [answered, answeredFor, i18n, locale],
  );
  const shown: Shown = 'shown' in current ? current.shown : { answer: fromServer, missingFile: false };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(photometricFileField);
    if (!(chosen instanceof File) || (chosen.size === 0 && chosen.name === ''))
      setCurrent({ shown: { answer: null, missingFile: true } });
    else if (chosen.size > maxPhotometricFileBytes)
      setCurrent({ shown: { answer: refusedFileView(chosen.name, i18n), missingFile: false } });
    // A copy: the same file chosen again is a new request.
    else setCurrent({ sent: new File([chosen], chosen.name, { type: chosen.type }) });
  };
  return (
    <PhotometryChecker
      answer={shown.answer}
      missingFile={shown.missingFile}
      checking={fetching}
      failed={error !== undefined && !fetching}
      onSubmit={onSubmit}
    />
  );
}
